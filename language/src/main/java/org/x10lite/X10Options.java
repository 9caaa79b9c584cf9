package org.x10lite;

import com.oracle.truffle.api.Option;
import org.graalvm.options.OptionCategory;
import org.graalvm.options.OptionKey;
import org.graalvm.options.OptionStability;
import org.graalvm.options.OptionType;
import org.graalvm.options.OptionValues;
import org.x10lite.scheduler.AdaptiveRules;
import org.x10lite.scheduler.SchedulingPolicy;

/** The {@code --x10lite.*} options. */
@Option.Group(X10Language.ID)
public final class X10Options {
    private X10Options() {
    }

    /** An integer option whose value must lie in {@code min..max}; anything else is an {@link IllegalArgumentException} saying so. */
    private static OptionType<Integer> integerIn(String name, int min, int max) {
        return new OptionType<>("Integer", text -> {
            int value;
            try {
                value = Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--x10lite." + name + " takes a whole number from " + min + " to " + max + ", not '" + text + "'");
            }
            if (value < min || value > max) {
                throw new IllegalArgumentException("--x10lite." + name + " takes a number from " + min + " to " + max + ", not " + value);
            }
            return value;
        });
    }

    /** Most workers a context may have: far more threads than cores only slow a program down. */
    public static final int MAX_WORKERS = 1024;
    /** Most compensating workers a context may start at once. */
    public static final int MAX_COMPENSATING_WORKERS = 4096;

    @Option(help = "Number of worker threads that run activities, 1 to 1024 (default: the number of available processors).", category = OptionCategory.USER, stability = OptionStability.STABLE) //
    public static final OptionKey<Integer> Workers = new OptionKey<>(0, integerIn("Workers", 1, MAX_WORKERS));

    @Option(help = "Run finish and async with their serial meaning on the calling thread (serial elision): the baseline for overhead measurements.", category = OptionCategory.USER, stability = OptionStability.STABLE) //
    public static final OptionKey<Boolean> Elide = new OptionKey<>(false);

    @Option(help = "Print one line of scheduler statistics on stderr at program end.", category = OptionCategory.USER, stability = OptionStability.STABLE) //
    public static final OptionKey<Boolean> Stats = new OptionKey<>(false);

    @Option(help = "At most this many compensating workers run at once: each is started while an activity waits in 'when' and would otherwise leave fewer than Workers workers free, 0 to 4096 (default: 256).", category = OptionCategory.EXPERT, stability = OptionStability.STABLE) //
    public static final OptionKey<Integer> MaxCompensatingWorkers = new OptionKey<>(256, integerIn("MaxCompensatingWorkers", 0, MAX_COMPENSATING_WORKERS));

    @Option(help = "What a worker does at an async: 'work-first' runs the body at once and leaves the rest of the parent activity to thieves; 'help-first' leaves the body to thieves as a task on its deque and goes on with the parent; 'adaptive' chooses per async site by SLAW's rules (default: work-first).", category = OptionCategory.USER, stability = OptionStability.STABLE) //
    public static final OptionKey<SchedulingPolicy> Policy = new OptionKey<>(SchedulingPolicy.WORK_FIRST, new OptionType<>("Policy", text -> {
        try {
            return SchedulingPolicy.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--x10lite.Policy: " + e.getMessage());
        }
    }));

    @Option(help = "Adaptive policy, stack condition: a worker inside this many asyncs with no finish in their own function, running in place on its stack, leaves further bodies as fresh tasks, 1 to 1000000 (default: 64).", category = OptionCategory.EXPERT, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Integer> AdaptiveStackBound = new OptionKey<>(64, integerIn("AdaptiveStackBound", 1, 1_000_000));

    @Option(help = "Adaptive policy, fresh-task condition: a help-first site runs bodies in place while its worker's deque holds this many fresh tasks, 1 to 1000000 (default: 64).", category = OptionCategory.EXPERT, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Integer> AdaptiveFreshBound = new OptionKey<>(64, integerIn("AdaptiveFreshBound", 1, 1_000_000));

    @Option(help = "Adaptive policy, steal rate: an async site turns help-first after thieves took this many continuations after it, 1 to 1000000 (default: 4).", category = OptionCategory.EXPERT, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Integer> AdaptiveSteals = new OptionKey<>(4, integerIn("AdaptiveSteals", 1, 1_000_000));

    @Option(help = "Adaptive policy, steal rate: every this many spawns at a help-first site, it turns work-first again if its spawns since it turned help-first (AdaptiveTaskNanos each) took a larger share of that time than its continuation steals' stops did while it was work-first, 1 to 1000000 (default: 256).", category = OptionCategory.EXPERT, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Integer> AdaptiveInterval = new OptionKey<>(256, integerIn("AdaptiveInterval", 1, 1_000_000));

    @Option(help = "Adaptive policy, steal rate: what a spawn at a help-first site is taken to cost, in nanoseconds, 1 to 1000000000 (default: 100).", category = OptionCategory.EXPERT, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Integer> AdaptiveTaskNanos = new OptionKey<>((int) AdaptiveRules.DEFAULT_TASK_NANOS, integerIn("AdaptiveTaskNanos", 1, 1_000_000_000));

    @Option(help = "Adaptive policy, steal rate: for this many milliseconds after the workers start, no continuation steal counts and no site changes its policy (a change recompiles the site's function), 0 to 3600000 (default: " +
                    AdaptiveRules.DEFAULT_WARM_UP_MILLIS + ").", category = OptionCategory.EXPERT, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Integer> AdaptiveWarmUp = new OptionKey<>((int) AdaptiveRules.DEFAULT_WARM_UP_MILLIS, integerIn("AdaptiveWarmUp", 0, 3_600_000));

    /** The adaptive policy's parameters set in {@code options}. */
    public static AdaptiveRules adaptiveRules(OptionValues options) {
        return new AdaptiveRules(options.get(AdaptiveStackBound), options.get(AdaptiveFreshBound), options.get(AdaptiveSteals), options.get(AdaptiveInterval), options.get(AdaptiveTaskNanos),
                        options.get(AdaptiveWarmUp) * 1_000_000L);
    }

    @Option(help = "Testing: idle workers hunt for work without pause, so that every continuation that can be stolen is likely to be.", category = OptionCategory.INTERNAL, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Boolean> StealStress = new OptionKey<>(false);
}
