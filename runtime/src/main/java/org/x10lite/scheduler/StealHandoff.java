package org.x10lite.scheduler;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The meeting point of one steal attempt. The thief posts it, the victim (inside its
 * handshake) claims it, and exactly one of two things happens: the victim claims it first
 * and hands over a result (a continuation, or nothing), or the thief gives up first and the
 * victim, seeing that, takes nothing. So a continuation is never taken from a victim without
 * a thief to run it, and never handed to two thieves.
 *
 * <p>The victim never wakes the thief: the thief, idle anyway, watches the handoff, spinning
 * for up to {@link #SPIN_NANOS} and then napping {@link #NAP_NANOS} at a time. A victim that
 * woke a blocked thief would, on a machine with as many workers as cores, often lose its own
 * core to the woken thief for a whole time slice: its stop, 0.1 ms of work, then lasted 2 to 8
 * ms (seen as the tail of SOR's victim stops).
 */
public final class StealHandoff {
    private static final int POSTED = 0;
    private static final int CLAIMED = 1;
    private static final int DONE = 2;
    private static final int ABANDONED = 3;

    /** How long the thief spins before it naps: most steals are answered within that. */
    private static final long SPIN_NANOS = TimeUnit.MICROSECONDS.toNanos(1000);
    /** One nap of a thief that has stopped spinning: what a late answer may wait extra. */
    private static final long NAP_NANOS = TimeUnit.MICROSECONDS.toNanos(50);

    private final AtomicInteger state = new AtomicInteger(POSTED);
    /** Written before {@code state} becomes DONE, read after the thief sees DONE. */
    private Object result;

    /** Victim side: returns false if the thief has already given up. */
    public boolean claim() {
        return state.compareAndSet(POSTED, CLAIMED);
    }

    /** Victim side, after a successful {@link #claim()}: the stolen continuation, or null. */
    public void complete(Object stolen) {
        result = stolen;
        state.set(DONE);
    }

    /** Thief side, after {@link #await}: true if the victim answered, with nothing to take (not the thief giving up). */
    public boolean answeredEmpty() {
        return state.get() == DONE && result == null;
    }

    /**
     * Thief side: waits up to {@code nanos} for the victim. If the victim has not claimed the
     * handoff by then, the thief abandons it; a claimed handoff is always waited for to the end.
     * Returns the result, or null. Interruption is passed on to the caller (who may call again).
     */
    public Object await(long nanos) throws InterruptedException {
        long start = System.nanoTime();
        while (true) {
            int s = state.get();
            if (s == DONE) {
                return result;
            }
            long waited = System.nanoTime() - start;
            if (s == POSTED && waited >= nanos && state.compareAndSet(POSTED, ABANDONED)) {
                return null;
            }
            if (waited < SPIN_NANOS) {
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(this, NAP_NANOS);
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
        }
    }
}
