package org.x10lite.workstealing;

import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.values.X10Exception;

/**
 * The rest of an activity parked at a {@code when} whose condition was false: no thread waits
 * for it. The next atomic section to end makes it runnable, and it runs the {@code when} again.
 */
final class ParkedWhen implements WaitingWhen {
    private final Continuation continuation;
    private final WhenNode when;
    private final WorkerPool pool;

    ParkedWhen(Continuation continuation, WhenNode when, WorkerPool pool) {
        this.continuation = continuation;
        this.when = when;
        this.pool = pool;
    }

    @Override
    public void conditionMayHold() {
        pool.makeRunnable(continuation);
    }

    @Override
    public void deadlocked(X10Exception deadlock) {
        continuation.failAtResumePoint(deadlock);
        pool.makeRunnable(continuation);
    }

    @Override
    public Object run() {
        return continuation.program;
    }

    @Override
    public WhenNode when() {
        return when;
    }
}
