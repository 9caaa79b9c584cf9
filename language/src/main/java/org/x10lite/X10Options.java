package org.x10lite;

import com.oracle.truffle.api.Option;
import org.graalvm.options.OptionCategory;
import org.graalvm.options.OptionKey;
import org.graalvm.options.OptionStability;

/** The {@code --x10lite.*} options. */
@Option.Group(X10Language.ID)
public final class X10Options {
    private X10Options() {
    }

    @Option(help = "Number of worker threads that run activities (default: the number of available processors).", category = OptionCategory.USER, stability = OptionStability.STABLE) //
    public static final OptionKey<Integer> Workers = new OptionKey<>(0);

    @Option(help = "Run finish and async with their serial meaning on the calling thread (serial elision): the baseline for overhead measurements.", category = OptionCategory.USER, stability = OptionStability.STABLE) //
    public static final OptionKey<Boolean> Elide = new OptionKey<>(false);

    @Option(help = "Print one line of scheduler statistics on stderr at program end.", category = OptionCategory.USER, stability = OptionStability.STABLE) //
    public static final OptionKey<Boolean> Stats = new OptionKey<>(false);

    @Option(help = "At most this many compensating workers run at once: each is started while an activity waits in 'when' and would otherwise leave fewer than Workers workers free (default: 256).", category = OptionCategory.EXPERT, stability = OptionStability.STABLE) //
    public static final OptionKey<Integer> MaxCompensatingWorkers = new OptionKey<>(256);

    @Option(help = "Testing: idle workers hunt for work without pause, so that every continuation that can be stolen is likely to be.", category = OptionCategory.INTERNAL, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Boolean> StealStress = new OptionKey<>(false);
}
