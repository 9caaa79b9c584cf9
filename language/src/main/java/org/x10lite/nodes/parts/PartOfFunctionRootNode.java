package org.x10lite.nodes.parts;

import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.RootNode;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.call.X10RootNode;

/**
 * A root that runs part of a function for a continuation (its slow clone, or a loop share):
 * stack traces and compilation traces name the function, and a stack walk reads its frames as
 * the function's.
 */
public abstract class PartOfFunctionRootNode extends RootNode {
    private final X10RootNode function;
    /** What tools see this root run: the function (RootTag), entered on the thread that runs the part. */
    @Child private X10ExpressionNode entry;

    PartOfFunctionRootNode(TruffleLanguage<?> language, FrameDescriptor frameDescriptor, X10RootNode function) {
        super(language, frameDescriptor);
        this.function = function;
        this.entry = new PartOfFunctionBodyNode(this);
    }

    @Override
    public final Object execute(VirtualFrame frame) {
        return entry.executeGeneric(frame);
    }

    /** Runs this part of the function (what {@link #execute} does, inside the node tools see). */
    abstract Object runPart(VirtualFrame frame);

    public final X10RootNode getFunction() {
        return function;
    }

    /** The function whose code {@code root} runs: itself, or the one it runs part of. */
    public static X10RootNode functionOf(RootNode root) {
        return root instanceof PartOfFunctionRootNode part ? part.getFunction() : (X10RootNode) root;
    }

    @Override
    public final String getName() {
        return function.getName();
    }

    @Override
    public final SourceSection getSourceSection() {
        return function.getSourceSection();
    }

    /** What {@link #toString()} adds to the function's name in traces. */
    abstract String part();

    @Override
    public final String toString() {
        return function.getName() + " (" + part() + ")";
    }
}
