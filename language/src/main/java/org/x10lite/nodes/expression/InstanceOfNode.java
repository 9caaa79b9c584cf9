package org.x10lite.nodes.expression;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.DeclaredType;

/**
 * {@code e instanceof T}: the whole type, as a cast checks it ({@link DeclaredType#isInstance}:
 * a user class exactly, as there is no inheritance among user classes; an exception class with
 * its subclasses; a Rail with its element type; a closure with its signature). {@code null} is
 * an instance of nothing.
 */
public final class InstanceOfNode extends X10ExpressionNode {
    @Child private X10ExpressionNode value;
    private final DeclaredType type;

    public InstanceOfNode(X10ExpressionNode value, DeclaredType type) {
        this.value = value;
        this.type = type;
    }

    @Override
    public boolean executeBoolean(VirtualFrame frame) {
        Object v = value.executeGeneric(frame);
        return v != null && type.isInstance(v);
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        return executeBoolean(frame);
    }
}
