package org.x10lite.workstealing;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.values.X10Exception;

/**
 * The end of one program run: released when the root finish completes, or when the run fails as
 * a whole (an internal error, an interrupt, a cancellation). A failed run is over at once: its
 * activities still running on other workers are stopped and its queued tasks are dropped, so
 * nothing of it goes on after the caller has been told it ended.
 */
final class ProgramCompletion implements AfterFinish {
    private static final VarHandle FATAL;

    static {
        try {
            FATAL = MethodHandles.lookup().findVarHandle(ProgramCompletion.class, "fatal", Throwable.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final WorkerPool pool;
    private final CountDownLatch done = new CountDownLatch(1);
    /** The exception the main activity itself ended with, if any. */
    volatile X10Exception mainFailure;
    /** What the entry method returned (set by whoever ran the end of the main activity). */
    volatile Object result;
    /** Why the run failed as a whole (reported instead of a result); the first such failure wins. */
    private volatile Throwable fatal;

    /**
     * The run's live work: its tasks that are queued, handed to a thief, or running on a worker
     * without waiting. Whoever makes work runnable counts it before anyone can see it, and an
     * activity that starts waiting uncounts itself only after registering where it waits, so the
     * count is never zero while anything of the run can still make progress. When it falls to
     * zero the pool looks for a deadlock ({@link WorkerPool#outOfWork}).
     */
    private final AtomicInteger liveWork = new AtomicInteger();

    ProgramCompletion(WorkerPool pool) {
        this.pool = pool;
    }

    /** One more task of this run is runnable (or running). */
    void workAdded() {
        liveWork.incrementAndGet();
    }

    /** {@code units} tasks of this run are live again (a waiting worker and the tasks suspended under it, see {@link Worker#liveUnits}). */
    void workAdded(int units) {
        liveWork.addAndGet(units);
    }

    /** A task of this run ended, or its activity started waiting. */
    void workEnded() {
        workEnded(1);
    }

    /** {@code units} tasks of this run ended or started waiting. */
    void workEnded(int units) {
        if (liveWork.addAndGet(-units) == 0) {
            pool.outOfWork(this);
        }
    }

    /** True if some task of this run is runnable or running (not waiting). */
    boolean hasLiveWork() {
        return liveWork.get() > 0;
    }

    @Override
    public void release(WorkerPool pool) {
        done.countDown();
    }

    /**
     * Fails the whole run with {@code t}, unless it failed already (then {@code t} is dropped: the
     * caller hears of the first failure, which usually caused the others), and stops its activities.
     */
    void fail(Throwable t) {
        if (FATAL.compareAndSet(this, null, t)) {
            done.countDown();
            pool.stopActivitiesOf(this);
        }
    }

    Throwable fatal() {
        return fatal;
    }

    /** True once the run failed as a whole: its remaining tasks are dropped, not run. */
    boolean isAbandoned() {
        return fatal != null;
    }

    /** Waits for the program, answering thread-local actions (steal requests, interrupts, cancellation) while waiting. */
    void await(Node location) {
        TruffleSafepoint.setBlockedThreadInterruptible(location, CountDownLatch::await, done);
    }
}
