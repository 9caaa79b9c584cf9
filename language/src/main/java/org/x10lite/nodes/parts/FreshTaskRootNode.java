package org.x10lite.nodes.parts;

import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.values.X10Exception;
import org.x10lite.workstealing.FreshTask;
import org.x10lite.workstealing.TypedFrameCopy;

/**
 * Runs fresh tasks of one help-first async ({@link FreshTask}): a copy of the async's body, alone
 * in a root of its own, on a frame of the function's shape that starts as a copy of the task's
 * heap frame. As in a loop share ({@link LoopShareRootNode}), the frame is virtual in compiled
 * code, so the body keeps its locals in registers. Its arguments are the function's, then the
 * task.
 *
 * <p>To a stack walk, a frame of this root is where the task's activity began (its
 * {@code StackWalk.Level#stopAt} is the async), and the frames below it belong to another task:
 * a worker runs a fresh task of its own deque nested in the finish that waits for it
 * ({@code Scheduler#helpWithFreshTasks}), and the walk stops here.
 */
public final class FreshTaskRootNode extends PartOfFunctionRootNode {
    @Child private X10StatementNode body;
    private final int asyncId;
    /** Copies the task's heap frame in, every slot with a tag partial evaluation knows. */
    private final TypedFrameCopy copyIn;

    public FreshTaskRootNode(TruffleLanguage<?> language, X10RootNode function, int asyncId, X10StatementNode body) {
        super(language, function.getFrameDescriptor(), function);
        this.body = body;
        this.asyncId = asyncId;
        this.copyIn = new TypedFrameCopy(function.getFrameDescriptor());
    }

    /** The resume id of the async whose body this root runs. */
    public int asyncId() {
        return asyncId;
    }

    @Override
    Object runPart(VirtualFrame frame) {
        Object[] args = frame.getArguments();
        FreshTask task = (FreshTask) args[args.length - 1];
        copyIn.copy(task.frame(), frame);
        try {
            body.executeVoid(frame);
        } catch (StackOverflowError e) {
            // the start of an activity: the program sees X10's StackOverflowError
            throw X10Exception.stackOverflow(this);
        }
        return null;
    }

    @Override
    String part() {
        return "fresh task";
    }
}
