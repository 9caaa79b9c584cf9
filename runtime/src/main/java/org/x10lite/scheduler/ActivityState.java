package org.x10lite.scheduler;

import java.util.ArrayList;
import java.util.List;

/**
 * What one worker thread knows about the activity it is running: the exceptions collected so
 * far for the innermost enclosing {@code finish}. A finish saves and clears the list when it
 * starts and restores it when it ends, so escaping asyncs (spawned in callees) report to the
 * finish that governs them dynamically. The list is only allocated when an activity fails:
 * a finish that sees no exception allocates nothing.
 */
public final class ActivityState {
    private List<Throwable> pending;

    /** Starts a finish scope; returns the enclosing scope's exceptions, to be restored by {@link #endFinish}. */
    public List<Throwable> beginFinish() {
        List<Throwable> outer = pending;
        pending = null;
        return outer;
    }

    /** Ends a finish scope: returns what it collected (null if nothing) and restores the enclosing scope's. */
    public List<Throwable> endFinish(List<Throwable> outer) {
        List<Throwable> collected = pending;
        pending = outer;
        return collected;
    }

    /** Records the exception an activity terminated with, for its governing finish. */
    public void activityFailed(Throwable exception) {
        if (pending == null) {
            pending = new ArrayList<>(2);
        }
        pending.add(exception);
    }
}
