package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;

/** {@code while (c) S}, {@code do S while (c)} and {@code for (init; c; update) S} (init is a separate statement). */
public final class LoopNode extends X10StatementNode {
    @Child private com.oracle.truffle.api.nodes.LoopNode loop;

    public LoopNode(X10ExpressionNode condition, X10StatementNode body, X10StatementNode update, boolean testFirst) {
        this.loop = Truffle.getRuntime().createLoopNode(new LoopBodyNode(condition, body, update, testFirst));
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        loop.execute(frame);
    }
}
