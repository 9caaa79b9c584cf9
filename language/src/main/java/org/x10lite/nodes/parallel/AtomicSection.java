package org.x10lite.nodes.parallel;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;

/**
 * The one lock behind every {@code atomic} and {@code when} of a context: X10's atomic blocks
 * are mutually exclusive with each other, whatever data they touch. A {@code when} whose
 * condition is false waits on the lock's condition, which every atomic section signals when it
 * ends (only if somebody waits). All waiting happens inside Truffle safepoint-blocked regions,
 * so thread-local actions (steal requests, cancellation) still reach a waiting worker.
 */
public final class AtomicSection {
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private int waiters;
    /** Bumped whenever an atomic section ends while somebody waits. */
    private long changes;

    @TruffleBoundary
    public void enter(Node location) {
        if (!lock.tryLock()) {
            TruffleSafepoint.setBlockedThreadInterruptible(location, ReentrantLock::lockInterruptibly, lock);
        }
    }

    @TruffleBoundary
    public void exit() {
        if (waiters > 0) {
            changes++;
            changed.signalAll();
        }
        lock.unlock();
    }

    /**
     * Called holding the lock: releases it until some atomic section ends (or a while passes),
     * then holds it again. Returns false if no atomic section ended meanwhile.
     */
    @TruffleBoundary
    public boolean awaitChange(Node location) {
        waiters++;
        long seen = changes;
        // bounded by a deadline, not per wait: steal requests interrupt the wait and restart it,
        // and a waiter restarted forever would never look at its condition again
        long deadline = System.nanoTime() + 50_000_000L;
        try {
            TruffleSafepoint.setBlockedThreadInterruptible(location, c -> {
                long left;
                while (changes == seen && (left = deadline - System.nanoTime()) > 0) {
                    c.awaitNanos(left);
                }
            }, changed);
        } finally {
            waiters--;
        }
        return changes != seen;
    }
}
