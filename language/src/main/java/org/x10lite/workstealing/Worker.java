package org.x10lite.workstealing;

import java.util.concurrent.ConcurrentLinkedDeque;

import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.exception.AbstractTruffleException;
import org.x10lite.nodes.parallel.Unwind;
import org.x10lite.scheduler.IdleBackoff;
import org.x10lite.scheduler.WorkerCounters;
import org.x10lite.values.X10Exception;

/**
 * One worker thread of a {@link WorkerPool}: a polyglot thread entered in the context for its
 * whole life. It runs one task at a time; everything stealable from it lives on its own stack
 * (the implicit deque), so it keeps no deque. Continuations it made runnable by completing a
 * finish go to its {@link #runnable} list, which it serves first and others may take from.
 */
final class Worker {
    final WorkerPool pool;
    final int index;
    final boolean compensating;
    /** This worker's thread's counters (set when the thread starts). */
    WorkerCounters counters = new WorkerCounters();
    final ConcurrentLinkedDeque<Task> runnable = new ConcurrentLinkedDeque<>();
    /** The task running now (null while idle); read by thieves choosing a victim. */
    volatile Task current;
    Thread thread;

    Worker(WorkerPool pool, int index, boolean compensating) {
        this.pool = pool;
        this.index = index;
        this.compensating = compensating;
    }

    void run() {
        pool.attach(this);
        IdleBackoff backoff = new IdleBackoff();
        try {
            loop(backoff);
        } catch (PoolShutdown closing) {
            // the context is closing
        } finally {
            pool.detach(this);
        }
    }

    private void loop(IdleBackoff backoff) {
        {
            while (!pool.isShutdown()) {
                Task task = pool.findWork(this);
                if (task != null) {
                    backoff.reset();
                    runTask(task);
                } else if (compensating && pool.compensationNoLongerNeeded(this)) {
                    return;
                } else {
                    pool.idle(this, backoff);
                }
            }
        }
    }

    private void runTask(Task task) {
        current = task;
        counters.tasks++;
        X10Exception failure = null;
        try {
            task.run(this);
        } catch (Unwind u) {
            // the rest of this task's activity runs elsewhere now: nothing to check out
            return;
        } catch (X10Exception e) {
            TruffleStackTrace.fillIn(e);
            failure = e;
        } catch (ThreadDeath | AbstractTruffleException | PoolShutdown cancelledOrExited) {
            throw cancelledOrExited;
        } catch (Throwable internal) {
            task.program.fail(internal);
            return;
        } finally {
            current = null;
        }
        activityEnded(task, failure);
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
