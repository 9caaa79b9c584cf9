package org.x10lite.nodes.expression;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/** {@code e as T} from {@code Any} to a specific type: checked at run time against the value's Java class. */
public final class RuntimeCastNode extends X10ExpressionNode {
    @Child private X10ExpressionNode value;
    private final Class<?> expected;
    private final String typeName;

    public RuntimeCastNode(X10ExpressionNode value, Class<?> expected, String typeName) {
        this.value = value;
        this.expected = expected;
        this.typeName = typeName;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        Object v = value.executeGeneric(frame);
        if (v != null && !expected.isInstance(v)) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.CLASS_CAST, "the value is not a " + typeName, this);
        }
        return v;
    }
}
