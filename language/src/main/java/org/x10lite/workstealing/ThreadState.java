package org.x10lite.workstealing;

import org.x10lite.scheduler.WorkerCounters;

/** What the runtime keeps per thread of a context: its worker (null on other threads) and its counters. */
public final class ThreadState {
    Worker worker;
    final WorkerCounters counters = new WorkerCounters();

    public WorkerCounters counters() {
        return counters;
    }
}
