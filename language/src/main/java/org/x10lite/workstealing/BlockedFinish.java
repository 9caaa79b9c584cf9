package org.x10lite.workstealing;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.X10Context;

/**
 * A main line that reached the end of its finish early but cannot park the rest of its activity
 * (a frame on the way cannot be resumed, e.g. a closure called by a builtin): it waits here
 * instead, as a blocked worker, until the last party releases it. While it waits, its activity
 * is not live work of its run; the release (or the wait ending otherwise) makes it live again.
 */
final class BlockedFinish implements AfterFinish {
    private final CountDownLatch released = new CountDownLatch(1);
    /** The run of the waiting activity; null on a thread that is not a worker. */
    private final ProgramCompletion program;
    /** The live work the wait gives back: the activity's and its worker's suspended tasks' ({@link Worker#liveUnits}). */
    private final int units;
    /** Where the wait is: about to block (still live work), blocked (not live), or over. */
    private final AtomicInteger state = new AtomicInteger(ABOUT_TO_BLOCK);
    private static final int ABOUT_TO_BLOCK = 0;
    private static final int BLOCKED = 1;
    private static final int OVER = 2;

    BlockedFinish(ProgramCompletion program, int units) {
        this.program = program;
        this.units = units;
    }

    @Override
    public void release(WorkerPool pool) {
        liveAgain();
        released.countDown();
    }

    /**
     * Ends the wait: whoever ends it first (the releaser, or the waiter leaving by an exception)
     * counts the activity as live work again, if it had stopped counting.
     */
    private void liveAgain() {
        if (state.getAndSet(OVER) == BLOCKED && program != null) {
            program.workAdded(units);
        }
    }

    void await(Worker worker, Node location) {
        if (worker == null || program == null) {
            TruffleSafepoint.setBlockedThreadInterruptible(location, CountDownLatch::await, released);
            return;
        }
        WorkerPool pool = worker.pool;
        // inside an atomic body (reached through a call) nothing is stolen from this thread
        boolean stealable = !X10Context.get(location).atomicSection.insideBody() && StackCapture.hasStealable(worker);
        pool.blockedWhile(worker, stealable, () -> {
            if (state.compareAndSet(ABOUT_TO_BLOCK, BLOCKED)) {
                // not live any more, unless the release came first (then the latch is open)
                program.workEnded(units);
            }
            try {
                TruffleSafepoint.setBlockedThreadInterruptible(location, latch -> {
                    while (!latch.await(50, TimeUnit.MILLISECONDS)) {
                        pool.checkNotShutdown();
                    }
                }, released);
            } finally {
                liveAgain();
            }
        });
    }
}
