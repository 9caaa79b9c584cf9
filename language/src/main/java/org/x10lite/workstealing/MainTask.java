package org.x10lite.workstealing;

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

    @Override
    void run(Worker worker) {
        program.result = entry.call(arguments);
    }
}
