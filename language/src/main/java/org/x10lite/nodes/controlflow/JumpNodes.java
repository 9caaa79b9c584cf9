package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.ControlFlowException.BreakException;
import org.x10lite.nodes.controlflow.ControlFlowException.ContinueException;
import org.x10lite.nodes.controlflow.ControlFlowException.ReturnException;

/** {@code break}, {@code continue} and {@code return}. */
public final class JumpNodes {
    private JumpNodes() {
    }

    public static final class BreakNode extends X10StatementNode {
        @Override
        public void executeVoid(VirtualFrame frame) {
            throw BreakException.INSTANCE;
        }
    }

    public static final class ContinueNode extends X10StatementNode {
        @Override
        public void executeVoid(VirtualFrame frame) {
            throw ContinueException.INSTANCE;
        }
    }

    public static final class ReturnNode extends X10StatementNode {
        @Child private X10ExpressionNode value;

        public ReturnNode(X10ExpressionNode value) {
            this.value = value;
        }

        @Override
        public void executeVoid(VirtualFrame frame) {
            throw new ReturnException(value == null ? null : value.executeGeneric(frame));
        }
    }
}
