package org.x10lite.workstealing;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.X10Context;
import org.x10lite.X10Language;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.scheduler.AdaptiveRules;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.values.X10Exception;

/**
 * What the parallel nodes ask of the runtime. Under work-first all of it is on slow paths (a
 * steal happened, an activity failed, statistics are on): nothing here is reached by an async or
 * finish that saw no steal. Under help-first every async and every finish with tasks calls in
 * (the section *help-first* below).
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

    // ---- help-first ----------------------------------------------------------------------

    /**
     * True if a help-first async here may leave its body on the worker's deque: the thread
     * ({@code ts}, looked up by the caller's compiled code) is a worker running a task, and not
     * inside an {@code atomic} or {@code when} body (the task would run without the lock; there,
     * as under work-first, the async runs at once, in place).
     */
    public static boolean maySpawnFreshTask(ThreadState ts, Node location) {
        Worker w = ts.worker;
        return w != null && w.current != null && !X10Context.get(location).atomicSection.insideBody();
    }

    /**
     * The record of the finish governing {@code async}, which has no finish around it in its own
     * function: the innermost one in a caller, or that of the task the worker runs. (A program
     * with such an async counts its open finishes, see
     * {@link org.x10lite.nodes.parallel.OpenFinishCounting}.)
     */
    @TruffleBoundary
    public static FinishRecord governingRecordOfEscaping(ThreadState ts, AsyncNode async) {
        FinishRecord record = innermostFinishRecord(ts, async);
        if (record == null) {
            throw new IllegalStateException("an async outside any finish");
        }
        return record;
    }

    /**
     * The record of the innermost finish around {@code async} (no finish in its own function), on
     * a worker running a task, in a program whose finishes count themselves; null if there is none.
     */
    private static FinishRecord innermostFinishRecord(ThreadState ts, AsyncNode async) {
        Task task = ts.worker.current;
        if (!(task instanceof Continuation) && ts.noFinishSinceTaskStart()) {
            // no finish in the callers up to the task's start, which is on the stack (a
            // continuation's pending callers are not, nor counted): a walk would find the task's
            return task.governing;
        }
        if (ts.walkedTask == task && ts.walkedEntries == ts.finishEntries && ts.walkedOpenFinishes == ts.openFinishes) {
            // no finish entered or left since the last walk: the same innermost finish (a
            // continuation's pending caller resumed inside its finish counts as entering it)
            return ts.walkedRecord;
        }
        FinishRecord record = StackCapture.governingRecordOf(ts.worker, async);
        if (record == null) {
            return null;
        }
        ts.walkedTask = task;
        ts.walkedEntries = ts.finishEntries;
        ts.walkedOpenFinishes = ts.openFinishes;
        ts.walkedRecord = record;
        return record;
    }

    /**
     * A help-first {@code async}: its body, to run on {@code frame} (the fresh task's copy of the
     * spawning frame, see {@code spawn}), goes on the current worker's deque as one more party of
     * {@code governing}.
     */
    @TruffleBoundary
    public static void spawnFreshTask(ThreadState ts, FreshTaskSpawn spawn, MaterializedFrame frame, FinishRecord governing) {
        Worker w = ts.worker;
        governing.join();
        w.pool.pushFreshTask(w, new FreshTask(spawn.root(), frame, governing, w.current.program));
    }

    /**
     * Help-first's help at the end of a finish whose record still counts other parties:
     * runs the fresh tasks of this finish that are still on the worker's own deque, newest first,
     * nested in this activity (seed 002: a worker checks out of a finish only once it has no task
     * of it left). Stops at a task of another finish. True if the main line is the last party now.
     */
    @TruffleBoundary
    public static boolean helpWithFreshTasks(ThreadState ts, FinishRecord record) {
        Worker w = ts.worker;
        if (w == null || w.current == null) {
            return record.isLastParty();
        }
        while (!record.isLastParty()) {
            FreshTask task = w.freshTasks.pop();
            if (task == null) {
                break;
            }
            if (task.governing != record) {
                w.freshTasks.push(task);
                break;
            }
            w.runNested(task);
        }
        return record.isLastParty();
    }

    // ---- adaptive ------------------------------------------------------------------------

    /**
     * Adaptive, stack condition, at a work-first site: the thread's stack holds the stack bound's
     * asyncs in place. True if the body may become a fresh task here (not so off a worker or
     * inside {@code atomic}, where it runs in place as under work-first).
     */
    @TruffleBoundary
    public static boolean freshTaskAtStackBound(ThreadState ts, Node location) {
        if (!maySpawnFreshTask(ts, location)) {
            return false;
        }
        ts.counters.stackBoundTasks++;
        return true;
    }

    /**
     * Adaptive, at a help-first site: true if this async's body becomes a fresh task, false if it
     * runs in place. Every {@link AdaptiveRules#interval} spawns there, a site whose spawns
     * ({@link AdaptiveRules#taskNanos} each) cost more of the time than its continuation steals'
     * stops did turns work-first again (see {@link AdaptiveSite#tasksCostMore}). Then the stack condition
     * (always a fresh task), then the fresh-task condition (in place while the deque holds
     * {@link AdaptiveRules#freshBound} tasks).
     */
    @TruffleBoundary
    public static boolean adaptiveSpawnsFreshTask(ThreadState ts, AdaptiveSite site, Node location) {
        if (!maySpawnFreshTask(ts, location)) {
            return false;
        }
        AdaptiveRules rules = site.rules;
        Worker w = ts.worker;
        if (site.intervalEnded() && site.tasksCostMore(System.nanoTime())) {
            ts.counters.policySwitches++;
        }
        if (ts.atStackBound(rules.stackBound())) {
            ts.counters.stackBoundTasks++;
            return true;
        }
        return w.freshTasks.size() < rules.freshBound();
    }

    /**
     * An async with no finish around it in its own function failed: deliver to the finish that
     * governs it. On a worker, in a program whose finishes count themselves ({@code counted}),
     * the innermost finish found last is reused until a finish is entered or left: a recursion
     * that overflows under work-first fails at nearly every level on its way back, and a stack
     * walk for each failure made that quadratic in the depth.
     */
    @TruffleBoundary
    public static void escapedFailure(AsyncNode async, X10Exception failure, boolean counted) {
        // the exception stops here, so its guest stack trace is taken now
        TruffleStackTrace.fillIn(failure);
        ThreadState ts = state(async);
        FinishRecord record = counted && ts.worker != null && ts.worker.current != null
                        ? innermostFinishRecord(ts, async)
                        : StackCapture.governingRecordOf(ts.worker, async);
        if (record == null) {
            throw failure;
        }
        record.failed(failure);
    }

    /**
     * A {@code when} whose condition is false, called holding the atomic lock. Normally the rest
     * of the activity, from the {@code when}, is parked in the atomic section and this worker
     * unwinds to do other work; the next atomic section to end makes it runnable. If the
     * continuation cannot be taken off the stack (a builtin frame is in the way), the thread
     * waits here as a blocked worker, testing the condition again after each atomic section.
     * Either way, if the run runs out of live work while it waits, the runtime gives the
     * deadlock verdict ({@link WorkerPool#outOfWork}) and the {@code when} throws it.
     */
    @TruffleBoundary(transferToInterpreterOnException = false)
    public static void awaitCondition(WhenNode when, AtomicSection section, MaterializedFrame frame) {
        Worker w = state(when).worker;
        Task task = w == null ? null : w.current;
        if (task == null) {
            if (X10Context.get(when).elide) {
                // a context without threads runs the parallel translation serially (it shares
                // the code of contexts with workers): as in the elided translation, nothing can
                // come to make the condition true
                throw WhenNode.serialDeadlock(when);
            }
            // not on a worker (nothing of the program runs here): wait, re-testing
            waitBlocked(when, section, frame, null, 1, () -> {
            });
            return;
        }
        Continuation parked = StackCapture.parkAtWhen(w, when, frame);
        if (parked != null) {
            section.addWaiting(new ParkedWhen(parked, when, w.pool));
            w.counters.parkedWhens++;
            throw Unwind.INSTANCE;
        }
        WorkerPool pool = w.pool;
        // waiting in a when, this thread's stack may be stolen from (the lock is released meanwhile)
        int units = Worker.liveUnits(w);
        pool.blockedWhile(w, StackCapture.hasStealable(w), () -> waitBlocked(when, section, frame, task.program, units, pool::checkNotShutdown));
    }

    private static void waitBlocked(WhenNode when, AtomicSection section, MaterializedFrame frame, ProgramCompletion program, int units, Runnable check) {
        while (!when.test(frame)) {
            BlockedWhen wait = new BlockedWhen(program, units, when, section);
            section.addWaiting(wait);
            if (program != null) {
                // registered first: a verdict given now reaches this wait too
                program.workEnded(units);
            }
            try {
                section.awaitWoken(when, wait::isOver, check);
            } finally {
                section.removeWaiting(wait);
                wait.end();
            }
            wait.throwVerdict();
        }
    }

    /**
     * How long the main line, arriving early at the end of a finish, waits for the other flows
     * before it parks. Parking takes the rest of its activity off the stack (a stack walk) and
     * whoever checks out last resumes it in the slow clone; the other flows are often a thief's
     * share of the same loop, ending within microseconds (flat {@code finish for ... async}
     * loops parked at nearly every finish a thief had joined).
     */
    static final long EARLY_ARRIVAL_WAIT_NANOS = 50_000;

    /**
     * The main line reached the end of {@code finish} before the other flows under it: waits
     * briefly, answering steal requests, for them to check out. True if they did (the main line
     * is now the last party and goes on after the finish in place), false if it must park.
     */
    @TruffleBoundary
    public static boolean othersCheckOutSoon(FinishNode finish, FinishRecord record) {
        long start = System.nanoTime();
        while (!record.isLastParty()) {
            if (System.nanoTime() - start > EARLY_ARRIVAL_WAIT_NANOS) {
                return false;
            }
            TruffleSafepoint.poll(finish);
            Thread.onSpinWait();
        }
        return true;
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
            BlockedFinish blocked = new BlockedFinish(worker == null || worker.current == null ? null : worker.current.program, Worker.liveUnits(worker));
            record.park(blocked);
            if (!record.checkOut()) {
                blocked.await(worker, finish);
            } else {
                record.takeParked();
            }
            return false;
        }
        record.park(parked.continuation());
        if (record.checkOut()) {
            // the others checked out meanwhile: nothing was parked after all
            record.takeParked();
            parked.undo();
            return false;
        }
        ts.counters().parkedFinishes++;
        return true;
    }
}
