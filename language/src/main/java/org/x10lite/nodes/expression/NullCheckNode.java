package org.x10lite.nodes.expression;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/** Passes a receiver through, raising X10's NullPointerException if it is null. */
public final class NullCheckNode extends X10ExpressionNode {
    @Child private X10ExpressionNode value;
    private final String member;

    public NullCheckNode(X10ExpressionNode value, String member) {
        this.value = value;
        this.member = member;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        Object v = value.executeGeneric(frame);
        if (v == null) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.NULL_POINTER, "calling " + member + " on null", this);
        }
        return v;
    }
}
