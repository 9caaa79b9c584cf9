package org.x10lite.workstealing;

import com.oracle.truffle.api.ThreadLocalAction;

/**
 * Stops, at its next safepoint, the activity a worker runs for a program run that failed as a
 * whole. The worker may have moved on to another program's task by then: only the failed run's
 * activities are stopped.
 */
final class CancelAction extends ThreadLocalAction {
    private final ProgramCompletion program;

    CancelAction(ProgramCompletion program) {
        super(true, false);
        this.program = program;
    }

    @Override
    protected void perform(Access access) {
        Worker self = Scheduler.currentState().worker;
        Task running = self == null ? null : self.current;
        if (running != null && running.program == program) {
            throw new ProgramCancelled();
        }
    }
}
