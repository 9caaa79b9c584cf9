package org.x10lite.scheduler;

import org.HdrHistogram.Histogram;

/**
 * Statistics of one worker, written only by that worker (plain fields, no sharing on any hot
 * path) and summed when the program ends. Counters that a victim updates while a thief waits
 * are written by the victim thread itself, inside the steal handshake.
 */
public final class WorkerCounters {
    /** Asyncs started (counted only when statistics are on: the counting is compiled in then). */
    public long asyncs;
    /** Continuations this worker stole as a thief. */
    public long steals;
    /** Steal attempts that got nothing: the victim had nothing stealable, or was gone. */
    public long failedSteals;
    /** Of the failed steals, those the victim answered with nothing to take (it stopped for them); the rest timed out. */
    public long emptyAnswers;
    /** Steals this worker answered as a victim by giving the thief half of a loop's remaining iterations. */
    public long loopSplits;
    /** Range loops that moved the rest of their iterations to a compiled share after a steal stopped them (a hand-over). */
    public long handOvers;
    /**
     * Range loops that a continuation resumed in the middle of an iteration (a thief's, or the rest
     * of an activity parked inside the loop) and whose later iterations then ran in a compiled share.
     */
    public long resumedLoopRests;
    /** Range loops that started in resumed code (after a continuation's resume point) and so ran in a compiled share. */
    public long resumedLoops;
    /** Victim frames materialized (and so deoptimized) to hand a continuation to a thief. */
    public long materializedFrames;
    /** Frames materialized to deliver an exception to a finish in a caller (not a steal). */
    public long exceptionFrames;
    /** Finish records created (at a steal, or when an activity failed). */
    public long finishRecords;
    /** Time this worker spent stopped as a victim inside steal handshakes. */
    public long victimStopNanos;
    /**
     * Each of those stops, in nanoseconds (3 significant digits, growing as needed): p50, p99 and
     * the maximum go into the statistics line. Recording allocates only when the range grows.
     */
    private final Histogram victimStops = new Histogram(3);
    /**
     * Times the main line reached a finish end early and parked the rest of its activity (a park
     * undone because the others checked out meanwhile does not count).
     */
    public long parkedFinishes;
    /**
     * The stop of the run's first steal that gave a thief work (0 if none), and when that
     * handshake began ({@link System#nanoTime()}): summing keeps the earliest. The first steal
     * of a process runs the steal's code for the first time.
     */
    public long firstStealStopNanos;
    private long firstStealStartedAt;
    /** Times an activity found its {@code when} condition false and parked the rest of its activity. */
    public long parkedWhens;
    /** Tasks (main, stolen or parked continuations) this worker ran. */
    public long tasks;
    /** Longest time this worker, as a thief, waited from its request to the victim's answer, over successful steals. */
    public long maxStealLatencyNanos;
    /** Times this worker, as a thief, paused its steals after stolen work kept running too briefly ({@link StealThrottle}). */
    public long stealPauses;
    /** Fresh tasks this worker pushed on its deque (help-first asyncs). */
    public long freshTasks;
    /** Fresh tasks this worker took off another worker's deque: steals that stopped no victim. */
    public long freshTaskSteals;
    /** Adaptive policy: fresh tasks pushed because the worker's stack held the stack bound's asyncs in place. */
    public long stackBoundTasks;
    /** Adaptive policy: async sites that changed their policy (work-first to help-first or back). */
    public long policySwitches;

    public void add(WorkerCounters o) {
        asyncs += o.asyncs;
        steals += o.steals;
        loopSplits += o.loopSplits;
        handOvers += o.handOvers;
        resumedLoopRests += o.resumedLoopRests;
        resumedLoops += o.resumedLoops;
        failedSteals += o.failedSteals;
        emptyAnswers += o.emptyAnswers;
        materializedFrames += o.materializedFrames;
        exceptionFrames += o.exceptionFrames;
        finishRecords += o.finishRecords;
        victimStopNanos += o.victimStopNanos;
        victimStops.add(o.victimStops);
        if (o.firstStealStopNanos > 0 && (firstStealStopNanos == 0 || o.firstStealStartedAt - firstStealStartedAt < 0)) {
            firstStealStopNanos = o.firstStealStopNanos;
            firstStealStartedAt = o.firstStealStartedAt;
        }
        parkedFinishes += o.parkedFinishes;
        parkedWhens += o.parkedWhens;
        tasks += o.tasks;
        maxStealLatencyNanos = Math.max(maxStealLatencyNanos, o.maxStealLatencyNanos);
        stealPauses += o.stealPauses;
        freshTasks += o.freshTasks;
        freshTaskSteals += o.freshTaskSteals;
        stackBoundTasks += o.stackBoundTasks;
        policySwitches += o.policySwitches;
    }

    /** Starts afresh (called by the thread that owns these counters). */
    public void reset() {
        asyncs = 0;
        steals = 0;
        loopSplits = 0;
        handOvers = 0;
        resumedLoopRests = 0;
        resumedLoops = 0;
        failedSteals = 0;
        emptyAnswers = 0;
        materializedFrames = 0;
        exceptionFrames = 0;
        finishRecords = 0;
        victimStopNanos = 0;
        victimStops.reset();
        firstStealStopNanos = 0;
        firstStealStartedAt = 0;
        parkedFinishes = 0;
        parkedWhens = 0;
        tasks = 0;
        maxStealLatencyNanos = 0;
        stealPauses = 0;
        freshTasks = 0;
        freshTaskSteals = 0;
        stackBoundTasks = 0;
        policySwitches = 0;
    }

    /** A victim's stop inside one steal handshake that began at {@code startedAt} and gave the thief work or not. */
    public void victimStopped(long startedAt, long nanos, boolean gaveWork) {
        victimStopNanos += nanos;
        victimStops.recordValue(Math.max(0, nanos));
        if (gaveWork && firstStealStopNanos == 0) {
            // 0 means none
            firstStealStopNanos = Math.max(1, nanos);
            firstStealStartedAt = startedAt;
        }
    }

    /** The stop time at {@code percentile} (0 to 100) over this run's steal handshakes; 0 if there were none. */
    public long victimStopPercentile(double percentile) {
        return victimStops.getTotalCount() == 0 ? 0 : victimStops.getValueAtPercentile(percentile);
    }

    /** The {@code x10lite.stats:} line printed at program end. */
    public String format(int workers, int compensations) {
        return "x10lite.stats: workers=" + workers + " asyncs=" + asyncs + " steals=" + steals + " failedSteals=" + failedSteals + " emptyAnswers=" + emptyAnswers +
                        " materializedFrames=" + materializedFrames + " finishRecords=" + finishRecords + " victimStopNanos=" + victimStopNanos +
                        " victimStopP50Nanos=" + victimStopPercentile(50) + " victimStopP99Nanos=" + victimStopPercentile(99) +
                        " victimStopMaxNanos=" + (victimStops.getTotalCount() == 0 ? 0 : victimStops.getMaxValue()) +
                         " parkedFinishes=" + parkedFinishes + " parkedWhens=" + parkedWhens + " exceptionFrames=" + exceptionFrames + " tasks=" + tasks +
                        " compensatingWorkers=" + compensations + " maxStealLatencyNanos=" + maxStealLatencyNanos + " loopSplits=" + loopSplits + " stealPauses=" + stealPauses + " handOvers=" + handOvers +
                        " resumedLoopRests=" + resumedLoopRests + " resumedLoops=" + resumedLoops +
                        " freshTasks=" + freshTasks + " freshTaskSteals=" + freshTaskSteals + " stackBoundTasks=" + stackBoundTasks + " policySwitches=" + policySwitches + " firstStealStopNanos=" + firstStealStopNanos;
    }
}
