package org.x10lite.workstealing;

import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.instrumentation.InstrumentableNode.WrapperNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.values.X10Exception;

/**
 * Runs a thief's share of a split loop ({@link LoopSplit}) as ordinary compiled code: a copy of
 * the loop, alone in a root of its own, on a frame of the function's shape that starts as a copy
 * of the share's heap frame. The frame is virtual in compiled code, as in the fast code, so the
 * loop keeps its locals in registers; in the slow clone it would run on the heap frame, each
 * local a memory access (SOR's rows ran 1.6 times slower there). A share is the commonest
 * continuation of a program with flat loops, and it starts at the top of an iteration, so it
 * needs no resume dispatch.
 *
 * <p>To a steal, a share's frame is like a fast frame: materializing it deoptimizes the share, and
 * the loop ({@link StackWalk.Level#stopAt}) is where its activity began. Its arguments are the
 * function's, then the {@link ResumeFrame} it started from.
 */
public final class LoopShareRootNode extends PartOfFunctionRootNode {
    /** The loop copy; an instrument may wrap it (a share enters no statement: the victim did). */
    @Child private X10StatementNode loop;
    /** Slots to copy in: the whole frame of the function. */
    private final int slots;

    public LoopShareRootNode(TruffleLanguage<?> language, X10RootNode function, ForRangeNode loop) {
        super(language, function.getFrameDescriptor(), function);
        this.loop = loop;
        this.slots = function.getFrameDescriptor().getNumberOfSlots();
    }

    /** The arguments of a call that runs the share {@code rf}. */
    static Object[] arguments(ResumeFrame rf) {
        Object[] functionArguments = rf.frame.getArguments();
        Object[] args = java.util.Arrays.copyOf(functionArguments, functionArguments.length + 1);
        args[functionArguments.length] = rf;
        return args;
    }

    /** The share a frame of this root runs (its last argument). */
    static ResumeFrame shareOf(Object[] arguments) {
        return (ResumeFrame) arguments[arguments.length - 1];
    }

    @Override
    public Object execute(VirtualFrame frame) {
        MaterializedFrame share = shareOf(frame.getArguments()).frame;
        share.copyTo(0, frame, 0, slots);
        try {
            ForRangeNode f = (ForRangeNode) (loop instanceof WrapperNode w ? w.getDelegateNode() : loop);
            f.runShare(frame);
        } catch (StackOverflowError e) {
            // the start of a resumed activity: the program sees X10's StackOverflowError
            throw X10Exception.stackOverflow(this);
        }
        return null;
    }

    @Override
    String part() {
        return "loop share";
    }
}
