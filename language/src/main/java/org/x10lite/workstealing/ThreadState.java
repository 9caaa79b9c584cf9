package org.x10lite.workstealing;

import org.x10lite.scheduler.WorkerCounters;

/** What the runtime keeps per thread of a context: its worker (null on other threads) and its counters. */
public final class ThreadState {
    Worker worker;
    final WorkerCounters counters = new WorkerCounters();
    /**
     * Help-first: the finishes this thread is inside now (their bodies entered or resumed, not
     * ended), counted by {@link org.x10lite.nodes.parallel.FinishNode}; and how many of them
     * were open when the task running now began. Equal, no finish lies between the task's start
     * and an async, which the task's finish then governs: no stack walk needed to find it.
     */
    int openFinishes;
    int taskFinishBase;

    /** Help-first: a finish's body is entered or resumed on this thread. */
    public void finishEntered() {
        openFinishes++;
    }

    /** Help-first: the body of a finish this thread entered ended, however it ended. */
    public void finishLeft() {
        openFinishes--;
    }

    /** Help-first: true if no finish was entered since the task running now began. */
    public boolean noFinishSinceTaskStart() {
        return openFinishes == taskFinishBase;
    }

    public WorkerCounters counters() {
        return counters;
    }
}
