package org.x10lite.workstealing;

import java.util.concurrent.CountDownLatch;

import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.values.X10Exception;

/** The end of one program run: released when the root finish completes (or the runtime fails). */
final class ProgramCompletion implements AfterFinish {
    private final CountDownLatch done = new CountDownLatch(1);
    /** The exception the main activity itself ended with, if any. */
    volatile X10Exception mainFailure;
    /** What the entry method returned (set by whoever ran the end of the main activity). */
    volatile Object result;
    /** An internal error of the runtime, reported instead of a result. */
    volatile Throwable fatal;

    @Override
    public void release(WorkerPool pool) {
        done.countDown();
    }

    void fail(Throwable t) {
        if (fatal == null) {
            fatal = t;
        }
        done.countDown();
    }

    /** Waits for the program, answering thread-local actions (cancellation) while waiting. */
    void await(Node location) {
        TruffleSafepoint.setBlockedThreadInterruptible(location, CountDownLatch::await, done);
    }
}
