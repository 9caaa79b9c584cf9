package org.x10lite.nodes.expression;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Class;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;

/** {@code e instanceof C} for user classes and exception classes (there is no inheritance among user classes). */
public final class InstanceOfNode extends X10ExpressionNode {
    @Child private X10ExpressionNode value;
    private final X10Class userClass;
    private final ExceptionKind exceptionKind;

    public InstanceOfNode(X10ExpressionNode value, X10Class userClass, ExceptionKind exceptionKind) {
        this.value = value;
        this.userClass = userClass;
        this.exceptionKind = exceptionKind;
    }

    @Override
    public boolean executeBoolean(VirtualFrame frame) {
        Object v = value.executeGeneric(frame);
        if (userClass != null) {
            return v instanceof X10Object o && o.x10Class == userClass;
        }
        return v instanceof X10Exception e && e.kind.isSubkindOf(exceptionKind);
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        return executeBoolean(frame);
    }
}
