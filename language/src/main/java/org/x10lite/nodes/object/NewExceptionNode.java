package org.x10lite.nodes.object;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/** {@code new Exception()} or {@code new Exception(message)} for the built-in exception classes. */
public final class NewExceptionNode extends X10ExpressionNode {
    private final ExceptionKind kind;
    @Child private X10ExpressionNode message;

    public NewExceptionNode(ExceptionKind kind, X10ExpressionNode message) {
        this.kind = kind;
        this.message = message;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        String m = message == null ? null : (String) message.executeGeneric(frame);
        return X10Exception.create(kind, m, this);
    }
}
