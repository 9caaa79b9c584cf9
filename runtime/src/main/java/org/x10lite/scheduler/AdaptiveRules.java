package org.x10lite.scheduler;

/**
 * The parameters of the adaptive policy, SLAW's rules (seed 004, Guo et al. IPDPS 2010) applied
 * per async site. A site starts work-first, which costs an unstolen async nothing (one with no
 * finish in its own function counts itself on the thread while it runs in place). In order of
 * priority:
 *
 * <ol>
 * <li><b>Stack condition</b> (hard): a worker already inside {@code stackBound} asyncs with no
 * finish in their own function, running in place on its stack, leaves the body as a fresh task
 * (help-first) at any site, however many fresh tasks there are: a spawn tree as deep as a graph
 * then cannot overflow the stack. (Asyncs governed by a finish in their function are waited for
 * on the stack under every policy: their depth is the serial program's.)</li>
 * <li><b>Steal rate</b>: once thieves took {@code stealsToHelpFirst} continuations after a site's
 * async, the site turns help-first, so that later thieves take its bodies off a deque without
 * stopping anyone. Every {@code interval} spawns, a help-first site turns work-first again if its
 * spawns since it turned help-first, stolen or not, at {@code taskNanos} each, took a larger share
 * of that time than its continuation steals' stops took of the time they spanned while it was
 * work-first.</li>
 * <li><b>Fresh-task condition</b>: a help-first site runs the body in place (work-first) while its
 * worker's deque holds {@code freshBound} fresh tasks or more, which bounds the memory of fresh
 * tasks and keeps the cost of a task to where a thief may want one.</li>
 * </ol>
 *
 * <p>{@code taskNanos}: what an async at a help-first site costs its worker, for the steal-rate
 * rule: a call out of compiled code and a fresh task (80-90 ns measured on the 2-core host,
 * docs/runtime.md, Help-first), or the body run in place under the fresh-task bound after that
 * call; a stolen task costs its spawn too (what it saves, a victim's stop, is the other side of
 * the comparison). The default, {@link #DEFAULT_TASK_NANOS}, is rounded up: the estimate errs
 * towards work-first, whose unstolen asyncs cost nothing.
 *
 * <p>{@code warmUpNanos}: for this long after a worker pool starts, the steal-rate rule neither
 * counts continuation steals nor changes a site (the stack condition holds from the start). A
 * change of policy throws away the compiled code of the site's function, which a cold compiler
 * takes a second or more to replace on two cores: in a run of a few seconds that costs more than
 * either policy gains (adaptive with two workers took up to 1.8 times work-first's time to
 * result at the workloads' start-up sizes, and work-first's time once its sites could not
 * change), and steals made while the code is still interpreted are not those of the compiled
 * program the rule is meant to weigh. See {@link #DEFAULT_WARM_UP_MILLIS}.
 */
public record AdaptiveRules(int stackBound, int freshBound, int stealsToHelpFirst, int interval, long taskNanos, long warmUpNanos) {
    /**
     * Most times one site changes its policy: to help-first and back, after which it stays
     * work-first (the stack condition still leaves fresh tasks where the stack is deep). A
     * change recompiles the function that holds the site only when it changes whether any site
     * of that function is help-first (the language's AdaptiveSiteGroup). The bound keeps a site
     * whose two costs flicker around each other from paying its tasks' and steals' costs back and
     * forth, and bounds those recompilations.
     */
    public static final int MAX_SWITCHES_PER_SITE = 2;

    /** The default of {@code taskNanos}, nanoseconds per help-first spawn (see the class comment). */
    public static final long DEFAULT_TASK_NANOS = 100;

    /**
     * The default of the warm-up, in milliseconds: longer than the suite's workloads take end to
     * end at their start-up sizes on the 2-core host (2-4 s), where adaptive then took
     * work-first's time (3 s still left SOR 1.19 times work-first's), and short enough for a
     * change and its recompilation to land within the benchmark's ten warm-up seconds
     * (docs/runtime.md, Adaptive).
     */
    public static final long DEFAULT_WARM_UP_MILLIS = 5000;

    public AdaptiveRules {
        if (stackBound < 1 || freshBound < 1 || stealsToHelpFirst < 1 || interval < 1 || taskNanos < 1 || warmUpNanos < 0) {
            throw new IllegalArgumentException("adaptive rules need positive bounds and a warm-up of 0 or more: " + stackBound + ", " + freshBound + ", " + stealsToHelpFirst + ", " + interval + ", " + taskNanos + ", " + warmUpNanos);
        }
    }

    /** True if a pool that started at {@code poolStartedAt} (nanoTime) is past its warm-up at {@code now}. */
    public boolean warmAt(long now, long poolStartedAt) {
        return now - poolStartedAt >= warmUpNanos;
    }
}
