package org.x10lite.workstealing;

import org.x10lite.scheduler.FinishRecord;
import org.x10lite.scheduler.WorkerCounters;

/** What the runtime keeps per thread of a context: its worker (null on other threads) and its counters. */
public final class ThreadState {
    Worker worker;
    final WorkerCounters counters = new WorkerCounters();
    /**
     * In programs that count them (see {@link org.x10lite.nodes.parallel.OpenFinishCounting}):
     * the finishes this thread is inside now (their bodies entered or resumed, not ended),
     * counted by {@link org.x10lite.nodes.parallel.FinishNode}; and how many of them were open when the task running now began. Equal, no finish lies between the task's start
     * and an async, which the task's finish then governs: no stack walk needed to find it.
     */
    int openFinishes;
    int taskFinishBase;
    /**
     * Counted finishes entered on this thread, ever; and the governing record a stack walk found
     * last for an escaping async of {@link #walkedTask}, when the thread had entered
     * {@link #walkedEntries} and had {@link #walkedOpenFinishes} open. While all three are
     * unchanged, no finish was entered or left since, so the innermost open finish is the same:
     * a parallel depth-first search's main task, which leaves a fresh task at every vertex at the
     * stack bound, walked a 64-level stack for each (240 µs a task), and under work-first walked
     * the whole stack for each of its stack overflows.
     */
    long finishEntries;
    Task walkedTask;
    long walkedEntries;
    int walkedOpenFinishes;
    FinishRecord walkedRecord;

    /**
     * Adaptive: the asyncs with no finish in their own function running in place (work-first) on
     * this thread now, the measure of the stack that SLAW's stack condition bounds. Only these
     * grow a work-first stack beyond the serial program's: an async governed by a finish in its
     * own function is waited for there, on the stack, under every policy (help-first runs it
     * nested at the finish), so its depth is the serial recursion's; an escaping async's parent
     * returns, and under help-first its body runs from the governing finish, further down.
     */
    int inlineAsyncs;

    /** Adaptive: true if the stack holds {@code bound} escaping asyncs running in place, or more. */
    public boolean atStackBound(int bound) {
        return inlineAsyncs >= bound;
    }

    /** Adaptive: the body of an async with no finish in its function starts running in place. */
    public void inlineAsyncEntered() {
        inlineAsyncs++;
    }

    /** Adaptive: the body of an async with no finish in its function, running in place, ended, however it ended. */
    public void inlineAsyncLeft() {
        inlineAsyncs--;
    }

    /** A counted finish's body is entered or resumed on this thread. */
    public void finishEntered() {
        openFinishes++;
        finishEntries++;
    }

    /** The body of a counted finish this thread entered ended, however it ended. */
    public void finishLeft() {
        openFinishes--;
    }

    /** True if no counted finish was entered since the task running now began. */
    public boolean noFinishSinceTaskStart() {
        return openFinishes == taskFinishBase;
    }

    public WorkerCounters counters() {
        return counters;
    }
}
