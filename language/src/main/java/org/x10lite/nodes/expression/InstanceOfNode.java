package org.x10lite.nodes.expression;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Class;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;

/**
 * {@code e instanceof T}: for a user class, the value's class (there is no inheritance among
 * user classes); for an exception class, its kind or a subkind; otherwise the Java class that
 * represents T at run time. {@code null} is an instance of nothing.
 */
public final class InstanceOfNode extends X10ExpressionNode {
    @Child private X10ExpressionNode value;
    private final X10Class userClass;
    private final ExceptionKind exceptionKind;
    private final Class<?> javaClass;

    public InstanceOfNode(X10ExpressionNode value, X10Class userClass, ExceptionKind exceptionKind) {
        this.value = value;
        this.userClass = userClass;
        this.exceptionKind = exceptionKind;
        this.javaClass = null;
    }

    public InstanceOfNode(X10ExpressionNode value, Class<?> javaClass) {
        this.value = value;
        this.userClass = null;
        this.exceptionKind = null;
        this.javaClass = javaClass;
    }

    @Override
    public boolean executeBoolean(VirtualFrame frame) {
        Object v = value.executeGeneric(frame);
        if (userClass != null) {
            return v instanceof X10Object o && o.x10Class == userClass;
        }
        if (exceptionKind != null) {
            return v instanceof X10Exception e && e.kind.isSubkindOf(exceptionKind);
        }
        return javaClass.isInstance(v);
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        return executeBoolean(frame);
    }
}
