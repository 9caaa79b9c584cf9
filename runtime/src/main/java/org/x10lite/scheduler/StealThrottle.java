package org.x10lite.scheduler;

/**
 * Whether a thief's steals have been paying off lately, and so whether it may ask a victim
 * again now. A steal costs its victim a stop (a stack walk, frames materialized and
 * deoptimized) and both sides some bookkeeping at the finish they share: tens of microseconds
 * on a shallow stack. When what the thief got ran for less than that, the steal made the
 * program slower; SLAW's flat fork-join microbenchmark (1024 asyncs of a nanosecond each per
 * finish) ran five times slower on two workers than on one, one steal every few rounds.
 *
 * <p>So the thief keeps a moving average of how long its stolen work ran (each steal weighs
 * {@code 1/}{@link #WEIGHT}; it starts at {@link #INITIAL_AVERAGE_NANOS}, so a new thief is
 * trusted). While the average is below {@link #PRODUCTIVE_NANOS}, every steal is followed by a
 * pause in which the thief leaves victims alone, doubling with each one from
 * {@link #FIRST_PAUSE_NANOS} up to {@link #MAX_PAUSE_NANOS}. A few small steals among productive
 * ones (the last shares of a split loop, at the end of each of SOR's phases) do not pause it; a
 * program whose steals all come to nothing is stolen from about once every
 * {@link #MAX_PAUSE_NANOS}. (With a 1 ms bound, ForkJoin's victim, which also waits at the end of
 * each round's finish for the thief's share and then parks, made two workers 1.3 to 1.7 times
 * slower than one; with 8 ms, 1.2 times.) The thief still takes continuations that other workers
 * made runnable, which cost no victim anything. A pause never blocks progress: it only delays the
 * next steal request, by {@link #MAX_PAUSE_NANOS} at most.
 *
 * <p>One per worker thread, used by that thread only.
 */
public final class StealThrottle {
    /** Stolen work that runs this long on average pays for its steals. */
    public static final long PRODUCTIVE_NANOS = 50_000;
    static final long INITIAL_AVERAGE_NANOS = 1_000_000;
    /** The average moves by 1/WEIGHT of the difference at each steal. */
    static final int WEIGHT = 8;
    static final long FIRST_PAUSE_NANOS = 50_000;
    static final long MAX_PAUSE_NANOS = 8_000_000;

    private long averageRanNanos = INITIAL_AVERAGE_NANOS;
    private int pausesInARow;
    private long pausedUntil;
    private boolean paused;

    public StealThrottle() {
    }

    /** May this thief send a steal request at time {@code now} ({@link System#nanoTime()})? */
    public boolean maySteal(long now) {
        if (paused && now - pausedUntil < 0) {
            return false;
        }
        paused = false;
        return true;
    }

    /**
     * Records how long the work of one steal ran on the thief ({@code ranNanos}, until it ended
     * or was itself cut short by a steal) at time {@code endedAt}; returns true if the thief
     * pauses its steals now.
     */
    public boolean stolenWorkRan(long ranNanos, long endedAt) {
        averageRanNanos += (Math.max(0, ranNanos) - averageRanNanos) / WEIGHT;
        if (averageRanNanos >= PRODUCTIVE_NANOS) {
            pausesInARow = 0;
            paused = false;
            return false;
        }
        pausesInARow = Math.min(pausesInARow + 1, 32);
        pausedUntil = endedAt + Math.min(MAX_PAUSE_NANOS, FIRST_PAUSE_NANOS << Math.min(pausesInARow - 1, 16));
        paused = true;
        return true;
    }
}
