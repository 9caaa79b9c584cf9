package org.x10lite.workstealing;

import org.x10lite.scheduler.FinishRecord;

/** Work a worker can pick up: the program's main activity, a continuation, or a help-first async's body. */
abstract sealed class Task permits MainTask, Continuation, FreshTask {
    /** The finish the task's activity checks out of when it ends. */
    final FinishRecord governing;
    /** True if the task's activity is the program's main activity (the main line of the root finish). */
    final boolean rootActivity;
    /** The program run this task belongs to. */
    final ProgramCompletion program;

    Task(FinishRecord governing, boolean rootActivity, ProgramCompletion program) {
        this.governing = governing;
        this.rootActivity = rootActivity;
        this.program = program;
    }

    /** Runs the task on the current worker; returns normally when the activity ended here. */
    abstract void run(Worker worker);
}
