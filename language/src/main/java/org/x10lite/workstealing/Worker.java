package org.x10lite.workstealing;

import java.util.concurrent.ConcurrentLinkedDeque;

import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.exception.AbstractTruffleException;
import org.x10lite.scheduler.IdleBackoff;
import org.x10lite.scheduler.StealThrottle;
import org.x10lite.scheduler.WorkStealingDeque;
import org.x10lite.scheduler.WorkerCounters;
import org.x10lite.values.X10Exception;

/**
 * One worker thread of a {@link WorkerPool}: a polyglot thread entered in the context for its
 * whole life. It runs one task at a time; under work-first everything stealable from it lives on
 * its own stack (the implicit deque). Under help-first its asyncs' bodies go to its
 * {@link #freshTasks} deque, which thieves take from without stopping it. Continuations it made
 * runnable by completing a finish go to its {@link #runnable} list, which it serves first and
 * others may take from.
 */
final class Worker {
    final WorkerPool pool;
    final int index;
    final boolean compensating;
    /** This worker's thread's counters (set when the thread starts). */
    WorkerCounters counters = new WorkerCounters();
    /** This worker's thread's state (set when the thread starts). */
    ThreadState state;
    /** Tasks interrupted by fresh tasks run nested on this worker ({@link #runNested}), still on its stack. */
    int suspended;
    final ConcurrentLinkedDeque<Task> runnable = new ConcurrentLinkedDeque<>();
    /** Help-first asyncs' bodies this worker spawned and nobody has taken yet. */
    final WorkStealingDeque<FreshTask> freshTasks = new WorkStealingDeque<>();
    /** The task running now (null while idle); read by thieves choosing a victim. */
    volatile Task current;
    /** True while its task waits as a blocked worker (a {@code when} or finish it could not park). */
    volatile boolean blockedNow;
    /** Counted among the pool's idle workers (see {@link WorkerPool#countIdle}); guarded by the pool's lock. */
    boolean countedIdle;
    /** While blocked: could a thief still take a continuation off this worker's stack? */
    volatile boolean stealableWhileBlocked;
    Thread thread;
    /** The pool's work signal count this worker last acted on (read and written by this worker only). */
    long workSignalsSeen;
    /** Whether this worker's steals pay off lately; it pauses them when they do not (this worker only). */
    final StealThrottle throttle = new StealThrottle();
    /** When this worker last took another worker's fresh task ({@link System#nanoTime()}; this worker only). */
    long freshTaskStolenAt = Long.MIN_VALUE / 2;
    /** True when the task {@link WorkerPool#findWork} just returned came from a steal (this worker only). */
    boolean ranSteal;

    Worker(WorkerPool pool, int index, boolean compensating) {
        this.pool = pool;
        this.index = index;
        this.compensating = compensating;
    }

    void run() {
        IdleBackoff backoff = new IdleBackoff();
        boolean retired = false;
        try {
            pool.attach(this);
            // started counted idle: from here on, it may run something else than a queued call
            pool.countIdle(this, false);
            retired = loop(backoff);
        } catch (PoolShutdown closing) {
            // the context is closing
        } catch (AbstractTruffleException interrupted) {
            // Context.interrupt ends every polyglot thread of the context: the next run starts a new worker
        } finally {
            pool.detach(this, retired);
        }
    }

    /** Runs tasks until the pool shuts down; returns true if this compensating worker retired. */
    private boolean loop(IdleBackoff backoff) {
        while (!pool.isShutdown()) {
            try {
                Task task = pool.findWork(this);
                if (task != null) {
                    backoff.reset();
                    if (ranSteal) {
                        runStolen(task);
                    } else {
                        runTask(task);
                    }
                } else if (compensating && pool.compensationNoLongerNeeded(this)) {
                    return true;
                } else {
                    pool.idle(this, backoff);
                }
            } catch (PoolShutdown | AbstractTruffleException | ThreadDeath closingInterruptedOrCancelled) {
                throw closingInterruptedOrCancelled;
            } catch (Throwable schedulerFailed) {
                // Outside any activity (finding work, a steal, idling), typically the heap running
                // out: a continuation handed over by a victim may be lost, so every run this pool
                // serves fails with it rather than waiting for ever. The worker stays: a dead
                // worker would leave its run's caller waiting, and the next run needs it.
                pool.failAllRuns(schedulerFailed);
            }
        }
        return false;
    }

    /** Runs what a steal gave this thief, and tells the throttle how long that work kept it busy. */
    private void runStolen(Task task) {
        long started = System.nanoTime();
        runTask(task);
        long ended = System.nanoTime();
        if (throttle.stolenWorkRan(ended - started, ended)) {
            counters.stealPauses++;
        }
    }

    private void runTask(Task task) {
        // current first, then the check: a run failing meanwhile either sees this worker running
        // its task (and stops it) or is seen here (both are volatile)
        current = task;
        try {
            runCounted(task);
        } catch (PoolShutdown | AbstractTruffleException | ThreadDeath closingInterruptedOrCancelled) {
            throw closingInterruptedOrCancelled;
        } catch (Throwable bookkeepingFailed) {
            // the end of the activity (checking out of its finish, releasing what was parked)
            // failed, e.g. for want of memory: its finish can never complete, so its run fails
            task.program.fail(bookkeepingFailed);
        } finally {
            // the task's live work ends here however it ended (see ProgramCompletion.liveWork)
            task.program.workEnded();
        }
    }

    private void runCounted(Task task) {
        if (task.program.isAbandoned()) {
            // queued before its run failed as a whole: nothing of that run may go on
            current = null;
            return;
        }
        counters.tasks++;
        Object outcome;
        try {
            outcome = runActivity(task);
        } catch (ProgramCancelled cancelled) {
            // the run failed elsewhere and stopped this activity
            return;
        } catch (AbstractTruffleException | ThreadDeath | PoolShutdown interruptedCancelledOrExited) {
            // Context.interrupt, cancel or exit: the run ends with it (its caller sees it), and so does this worker
            task.program.fail(interruptedCancelledOrExited);
            throw interruptedCancelledOrExited;
        } catch (Throwable internal) {
            task.program.fail(internal);
            return;
        } finally {
            current = null;
        }
        if (outcome != UNWOUND) {
            activityEnded(task, (X10Exception) outcome);
        }
    }

    /** The outcome of an activity whose rest runs elsewhere now (it was stolen or parked): nothing to check out. */
    private static final Object UNWOUND = new Object();

    /** Runs the task's activity; returns its failure, null if it ended normally, or {@link #UNWOUND}. */
    private Object runActivity(Task task) {
        try {
            task.run(this);
            return null;
        } catch (Unwind u) {
            return UNWOUND;
        } catch (X10Exception e) {
            TruffleStackTrace.fillIn(e);
            return e;
        } catch (StackOverflowError e) {
            // guest recursion with no try, async or finish around it in this activity
            return X10Exception.stackOverflow(null);
        }
    }

    /**
     * Runs a fresh task of this worker's own deque inside the task running now, at the end of a
     * finish that waits for it (help-first's help: {@link Scheduler#helpWithFreshTasks}), then
     * goes back to that task. While it runs it is this worker's current task: a stack walk stops
     * at its root ({@link org.x10lite.nodes.parts.FreshTaskRootNode}), so steals and parks take only its own activity. A
     * failure of the whole run (a cancellation, an interrupt) goes on to the task it interrupted.
     * Both tasks belong to one run (the finish that waits governs this one).
     */
    void runNested(FreshTask task) {
        Task interrupted = current;
        int interruptedFinishBase = state.taskFinishBase;
        try {
            Object outcome = UNWOUND;
            // the interrupted task waits for this one, but keeps its live work: a wait of this task
            // gives it back for both (liveUnits), which saves two updates of a shared count per task
            suspended++;
            current = task;
            state.taskFinishBase = state.openFinishes;
            try {
                if (!task.program.isAbandoned()) {
                    counters.tasks++;
                    outcome = runActivity(task);
                }
            } finally {
                current = interrupted;
                state.taskFinishBase = interruptedFinishBase;
                suspended--;
            }
            if (outcome != UNWOUND) {
                activityEnded(task, (X10Exception) outcome);
            }
        } finally {
            task.program.workEnded();
        }
    }

    /**
     * The live work an activity of this worker gives back while it waits as a blocked worker (a
     * {@code when}, a finish it could not park): its own, and that of every task suspended under
     * it on this stack ({@link #runNested}), which cannot go on before it.
     */
    static int liveUnits(Worker w) {
        return w == null ? 1 : 1 + w.suspended;
    }

    private void activityEnded(Task task, X10Exception failure) {
        if (task.rootActivity) {
            if (failure != null) {
                task.program.mainFailure = failure;
            }
            // the main activity is the main line of the root finish
            task.governing.park(task.program);
            if (task.governing.checkOut()) {
                task.governing.takeParked();
                task.program.release(pool);
            }
            return;
        }
        if (failure != null) {
            task.governing.failed(failure);
        }
        Scheduler.checkOut(task.governing, pool);
    }
}
