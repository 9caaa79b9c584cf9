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
 * <p>A loop whose body spawns ({@code async} or {@code finish} inside) is a plain loop rather
 * than a Truffle loop node: on-stack replacement would compile it against the interpreter's
 * heap frame, and compiled code reading a heap frame may keep a stale view of the slot a thief
 * marks on a steal (a frame already on the heap is not deoptimized when a steal materializes
 * it, so compiled code would never see the mark). Compiled as part of its function, the loop keeps a
 * virtual frame, which a steal deoptimizes.
 */
public final class LoopNode extends X10StatementNode {
    @Child private com.oracle.truffle.api.nodes.LoopNode loop;
    @Child private LoopBodyNode plainBody;

    public LoopNode(X10ExpressionNode condition, X10StatementNode body, X10StatementNode update, boolean testFirst, boolean spawns) {
        LoopBodyNode repeating = new LoopBodyNode(condition, body, update, testFirst);
        if (spawns) {
            this.plainBody = repeating;
        } else {
            this.loop = Truffle.getRuntime().createLoopNode(repeating);
        }
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        if (plainBody != null) {
            runPlain(frame);
        } else {
            loop.execute(frame);
        }
    }

    private void runPlain(VirtualFrame frame) {
        while (plainBody.executeRepeating(frame)) {
            TruffleSafepoint.poll(this);
        }
    }

    private LoopBodyNode repeating() {
        return plainBody != null ? plainBody : (LoopBodyNode) loop.getRepeatingNode();
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        if (repeating().resumeIteration(frame, path, path.enter(this))) {
            executeVoid(frame);
        }
    }

    @Override
    public boolean resumesInto(X10StatementNode child) {
        return repeating().isStatementPart(child);
    }
}
