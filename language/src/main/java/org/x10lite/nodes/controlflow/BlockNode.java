package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.X10StatementNode;

/** A sequence of statements. */
public final class BlockNode extends X10StatementNode {
    @Children private final X10StatementNode[] statements;

    public BlockNode(X10StatementNode[] statements) {
        this.statements = statements;
    }

    @Override
    @ExplodeLoop
    public void executeVoid(VirtualFrame frame) {
        for (X10StatementNode s : statements) {
            s.executeVoid(frame);
        }
    }
}
