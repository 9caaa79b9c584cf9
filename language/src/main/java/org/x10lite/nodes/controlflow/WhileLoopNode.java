package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.resume.ResumePath;

/**
 * {@code while (c) S}, {@code do S while (c)} and {@code for (init; c; update) S} (init is a separate statement).
 *
 * <p>Every loop is a Truffle loop node, spawning ones included: a loop that runs in the
 * interpreter (an activation a steal deoptimized, or a slow clone) is compiled by on-stack
 * replacement once it has run long enough. That compiled code works on the interpreter's heap
 * frame, which a steal writes without deoptimizing anything, so the nodes that read the slots a
 * steal writes read them past a fence (see {@link org.x10lite.nodes.resume.StealWrites}).
 */
public final class WhileLoopNode extends X10StatementNode {
    @Child private com.oracle.truffle.api.nodes.LoopNode loop;

    /** {@code iterationLocals}: the slots of the locals and temporaries of {@code body} (see {@link IterationLocals}). */
    public WhileLoopNode(X10ExpressionNode condition, X10StatementNode body, X10StatementNode update, boolean testFirst, int[] iterationLocals) {
        this.loop = Truffle.getRuntime().createLoopNode(new LoopBodyNode(condition, body, update, testFirst, iterationLocals));
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        loop.execute(frame);
    }

    private LoopBodyNode repeating() {
        return (LoopBodyNode) loop.getRepeatingNode();
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        if (repeating().resumeIteration(frame, path, path.enter(this))) {
            runRestPlainly(frame);
        }
    }

    /**
     * The iterations after one a continuation resumed in its middle run as a plain loop, never
     * compiled by on-stack replacement: three times, in full test-suite runs (immediate
     * compilation, OSR after 1000 iterations), the OSR compilation of such a loop ran in Graal's
     * canonicalizer ({@code IfNode.propagateZeroProbability}) for minutes while its worker
     * waited, always on this path (then taken by range loops too, which now run such rests in
     * loop shares), never on a share of a split loop or a victim's loop; the program could not be
     * reproduced alone. The loops inside still compile.
     */
    private void runRestPlainly(VirtualFrame frame) {
        LoopBodyNode repeating = repeating();
        while (repeating.executeRepeating(frame)) {
            TruffleSafepoint.poll(this);
        }
    }

    @Override
    public boolean resumesInto(X10StatementNode child) {
        return repeating().isStatementPart(child);
    }
}
