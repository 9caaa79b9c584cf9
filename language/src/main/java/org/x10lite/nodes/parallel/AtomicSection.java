package org.x10lite.nodes.parallel;

import java.util.concurrent.locks.ReentrantLock;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;

/**
 * The one lock behind every {@code atomic} and {@code when} of a context: X10's atomic blocks
 * are mutually exclusive with each other, whatever data they touch. Waiting for the lock is
 * done inside a Truffle safepoint-blocked region, so thread-local actions (cancellation, and
 * later steal requests) still reach a waiting thread.
 */
public final class AtomicSection {
    private final ReentrantLock lock = new ReentrantLock();

    @TruffleBoundary
    public void enter(Node location) {
        if (!lock.tryLock()) {
            TruffleSafepoint.setBlockedThreadInterruptible(location, ReentrantLock::lockInterruptibly, lock);
        }
    }

    @TruffleBoundary
    public void exit() {
        lock.unlock();
    }
}
