package org.x10lite.workstealing;

import java.util.function.BooleanSupplier;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.X10Language;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.AtomicSection;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * What the parallel nodes ask of the runtime, all on slow paths (a steal happened, an activity
 * failed, statistics are on). Nothing here is reached by an async or finish that saw no steal.
 */
public final class Scheduler {
    private Scheduler() {
    }

    @TruffleBoundary
    public static ThreadState state(Node location) {
        return X10Language.get(location).threadState();
    }

    static ThreadState currentState() {
        return X10Language.get(null).threadState();
    }

    /** Statistics: one more async (compiled in only with {@code --x10lite.Stats}). */
    @TruffleBoundary
    public static void countAsync(Node location) {
        state(location).counters().asyncs++;
    }

    @TruffleBoundary
    public static FinishRecord newFinishRecord(Node location) {
        state(location).counters().finishRecords++;
        return new FinishRecord();
    }

    /** A flow under {@code record} ended; if it was the last, what waits after the finish may go on. */
    @TruffleBoundary
    public static void checkOut(FinishRecord record) {
        Worker w = currentState().worker;
        checkOut(record, w == null ? null : w.pool);
    }

    static void checkOut(FinishRecord record, WorkerPool pool) {
        if (record.checkOut()) {
            Object after = record.takeParked();
            if (after instanceof AfterFinish a) {
                a.release(pool);
            }
        }
    }

    /** An async with no finish around it in its own function failed: deliver to the finish that governs it. */
    @TruffleBoundary
    public static void escapedFailure(AsyncNode async, X10Exception failure) {
        // the exception stops here, so its guest stack trace is taken now
        TruffleStackTrace.fillIn(failure);
        ThreadState ts = state(async);
        FinishRecord record = StackCapture.governingRecordOf(ts.worker, async);
        if (record == null) {
            throw failure;
        }
        record.failed(failure);
    }

    /** How long every activity must have been blocked, with no atomic section ending, before a waiting {@code when} reports a deadlock. */
    private static final long DEADLOCK_NANOS = 1_000_000_000L;

    /**
     * A {@code when} waits (holding the atomic lock between tests) until its condition holds: as a
     * blocked worker, so that the pool may compensate. If no activity can run any more and none
     * has ended an atomic section for a second, nothing can ever make the condition true: that is
     * reported as a {@code DeadlockException} instead of waiting forever.
     */
    @TruffleBoundary
    public static void awaitCondition(Node location, AtomicSection section, BooleanSupplier condition) {
        Worker w = state(location).worker;
        if (w == null) {
            while (!condition.getAsBoolean()) {
                section.awaitChange(location);
            }
            return;
        }
        WorkerPool pool = w.pool;
        pool.blockedWhile(location, () -> {
            long stalledSince = 0;
            while (!condition.getAsBoolean()) {
                boolean changed = section.awaitChange(location);
                pool.checkNotShutdown();
                if (changed || !pool.nothingCanRun()) {
                    stalledSince = 0;
                } else if (stalledSince == 0) {
                    stalledSince = System.nanoTime();
                } else if (System.nanoTime() - stalledSince > DEADLOCK_NANOS) {
                    throw X10Exception.create(ExceptionKind.DEADLOCK, "the condition of 'when' is false and no other activity can make it true (every activity is waiting)" +
                                    (pool.compensationCapReached() ? " (all " + pool.maxCompensating() + " compensating workers are in use: --x10lite.MaxCompensatingWorkers)" : ""), location);
                }
            }
        });
    }

    /**
     * The main line reached the end of {@code finish} while other flows are still running under it.
     * Parks the rest of its activity in the record; returns true if the caller must now unwind,
     * false if it turned out to be last (or had to wait here) and goes on after the finish itself.
     */
    @TruffleBoundary
    public static boolean parkAfterFinish(FinishNode finish, MaterializedFrame frame, FinishRecord record) {
        ThreadState ts = state(finish);
        Worker worker = ts.worker;
        StackCapture.Parked parked = worker == null || worker.current == null ? null : StackCapture.park(worker, finish, frame);
        if (parked == null) {
            BlockedFinish blocked = new BlockedFinish();
            record.park(blocked);
            if (!record.checkOut()) {
                blocked.await(worker == null ? null : worker.pool, finish);
            } else {
                record.takeParked();
            }
            return false;
        }
        record.park(parked.continuation());
        ts.counters().parkedFinishes++;
        if (record.checkOut()) {
            record.takeParked();
            parked.undo();
            return false;
        }
        return true;
    }
}
