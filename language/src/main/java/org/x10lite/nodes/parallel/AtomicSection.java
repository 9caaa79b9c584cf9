package org.x10lite.nodes.parallel;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

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
    /** Threads waiting in a {@code when} (between tests they hold the lock, but are in no body). Guarded by the lock. */
    private final java.util.Set<Thread> waiting = new java.util.HashSet<>();
    /** Bumped whenever an atomic section ends while somebody waits. */
    private long changes;

    @TruffleBoundary
    public void enter(Node location) {
        if (!lock.tryLock()) {
            TruffleSafepoint.setBlockedThreadInterruptible(location, ReentrantLock::lockInterruptibly, lock);
        }
    }

    /**
     * Enters for a {@code when}. X10 forbids {@code when} inside {@code atomic} or {@code when}
     * (written there it is a static error; reached through a call, it is this run-time one): it
     * could wait for ever, and waiting would release the enclosing section's lock in its middle.
     */
    @TruffleBoundary
    public void enterWhen(Node location) {
        enter(location);
        if (lock.getHoldCount() > 1) {
            lock.unlock();
            throw X10Exception.create(ExceptionKind.ILLEGAL_OPERATION, "'when' reached inside 'atomic' or 'when' (through a call)", location);
        }
    }

    /**
     * True if the current thread runs inside an {@code atomic} or {@code when} body (not merely
     * waiting in a {@code when}). Nothing is stolen from such a thread: the rest of the body would
     * run without the lock on the thief, and a finish inside it would wait holding the lock.
     */
    @TruffleBoundary
    public boolean insideBody() {
        return lock.isHeldByCurrentThread() && !waiting.contains(Thread.currentThread());
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
        waiting.add(Thread.currentThread());
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
            waiting.remove(Thread.currentThread());
        }
        return changes != seen;
    }
}
