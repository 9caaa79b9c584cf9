package org.x10lite.scheduler;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The meeting point of one steal attempt. The thief posts it, the victim (inside its
 * handshake) claims it, and exactly one of two things happens: the victim claims it first
 * and hands over a result (a continuation, or nothing), or the thief gives up first and the
 * victim, seeing that, takes nothing. So a continuation is never taken from a victim without
 * a thief to run it, and never handed to two thieves.
 */
public final class StealHandoff {
    private static final int POSTED = 0;
    private static final int CLAIMED = 1;
    private static final int DONE = 2;
    private static final int ABANDONED = 3;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private int state = POSTED;
    private Object result;

    /** Victim side: returns false if the thief has already given up. */
    public boolean claim() {
        lock.lock();
        try {
            if (state != POSTED) {
                return false;
            }
            state = CLAIMED;
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Victim side, after a successful {@link #claim()}: the stolen continuation, or null. */
    public void complete(Object stolen) {
        lock.lock();
        try {
            result = stolen;
            state = DONE;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Thief side: waits up to {@code nanos} for the victim. If the victim has not claimed the
     * handoff by then, the thief abandons it; a claimed handoff is always waited for to the end.
     * Returns the result, or null. Interruption is passed on to the caller.
     */
    public Object await(long nanos) throws InterruptedException {
        lock.lock();
        try {
            long left = nanos;
            while (state == POSTED && left > 0) {
                left = changed.awaitNanos(left);
            }
            if (state == POSTED) {
                state = ABANDONED;
                return null;
            }
            while (state == CLAIMED) {
                changed.await(10, TimeUnit.MILLISECONDS);
            }
            return result;
        } finally {
            lock.unlock();
        }
    }
}
