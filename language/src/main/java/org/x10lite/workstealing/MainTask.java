package org.x10lite.workstealing;

import java.util.concurrent.locks.LockSupport;

import com.oracle.truffle.api.CallTarget;
import org.x10lite.scheduler.FinishRecord;

/** The program's main activity: a call of the entry method under the root finish. */
final class MainTask extends Task {
    private final CallTarget entry;
    private final Object[] arguments;

    MainTask(CallTarget entry, Object[] arguments, FinishRecord root, ProgramCompletion program) {
        super(root, true, program);
        this.entry = entry;
        this.arguments = arguments;
    }

    /** Set by the worker that takes this task off the call queue (see {@link WorkerPool#runMain}). */
    volatile boolean taken;
    /** The host thread waiting for {@link #taken}, woken when it is set; null when none waits. */
    volatile Thread waitingCaller;

    @Override
    void run(Worker worker) {
        // taken first, then the caller read: a caller that starts waiting meanwhile sees it taken
        taken = true;
        Thread caller = waitingCaller;
        if (caller != null) {
            LockSupport.unpark(caller);
        }
        program.result = entry.call(arguments);
    }
}
