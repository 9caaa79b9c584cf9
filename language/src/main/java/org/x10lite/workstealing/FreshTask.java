package org.x10lite.workstealing;

import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.frame.MaterializedFrame;
import org.x10lite.scheduler.FinishRecord;

/**
 * A help-first async's body, left on its worker's deque for itself or a thief (seed 002): the
 * async's {@link org.x10lite.nodes.parts.FreshTaskRootNode} and a copy of the function's frame taken when the async ran,
 * whose shared locals are cells the parent activity shares. It checks out of its governing
 * finish when its body ends.
 */
public final class FreshTask extends Task {
    private final RootCallTarget root;
    final MaterializedFrame frame;
    FreshTask(RootCallTarget root, MaterializedFrame frame, FinishRecord governing, ProgramCompletion program) {
        super(governing, false, program);
        this.root = root;
        this.frame = frame;
    }

    /** The copy of the spawning activity's frame the task's body starts from. */
    public MaterializedFrame frame() {
        return frame;
    }

    @Override
    void run(Worker worker) {
        root.call(FrameCopies.partArguments(frame, this));
    }
}
