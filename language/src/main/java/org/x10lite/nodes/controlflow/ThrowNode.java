package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/** {@code throw e}. Throwing null raises a NullPointerException, as in X10. */
public final class ThrowNode extends X10StatementNode {
    @Child private X10ExpressionNode exception;

    public ThrowNode(X10ExpressionNode exception) {
        this.exception = exception;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        Object e = exception.executeGeneric(frame);
        if (e instanceof X10Exception x) {
            throw x;
        }
        CompilerDirectives.transferToInterpreter();
        throw X10Exception.create(ExceptionKind.NULL_POINTER, "throw null", this);
    }
}
