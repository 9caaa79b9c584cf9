package org.x10lite.nodes.expression;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.DeclaredType;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * {@code e as T} from {@code Any} to a specific type, checked at run time against the whole
 * type ({@link DeclaredType#isInstance}): an object of another class, a Rail of other elements
 * or a closure of another signature is a {@code ClassCastException}, never a value that code
 * typed for T would misread.
 */
public final class RuntimeCastNode extends X10ExpressionNode {
    @Child private X10ExpressionNode value;
    private final DeclaredType type;
    private final String typeName;

    public RuntimeCastNode(X10ExpressionNode value, DeclaredType type, String typeName) {
        this.value = value;
        this.type = type;
        this.typeName = typeName;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        Object v = value.executeGeneric(frame);
        if (v != null && !type.isInstance(v)) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.CLASS_CAST, "the value is not a " + typeName, this);
        }
        return v;
    }
}
