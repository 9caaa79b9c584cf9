package org.x10lite.nodes.call;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.resume.Injection;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Closure;
import org.x10lite.values.X10Exception;

/** {@code f(a, b)} where {@code f} is a closure value. */
public final class ClosureCallNode extends UserCallNode {
    @Child private X10ExpressionNode function;
    @Children private final X10ExpressionNode[] arguments;
    @Child private ClosureDispatchNode dispatch = ClosureDispatchNodeGen.create();

    public ClosureCallNode(X10ExpressionNode function, X10ExpressionNode[] arguments) {
        this.function = function;
        this.arguments = arguments;
    }

    @Override
    @ExplodeLoop
    public Object executeGeneric(VirtualFrame frame) {
        Injection resumed = injected(frame);
        if (resumed != null) {
            return resumed.deliver();
        }
        Object f = function.executeGeneric(frame);
        if (!(f instanceof X10Closure closure)) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.NULL_POINTER, "calling a null closure", this);
        }
        Object[] args = new Object[arguments.length + 1];
        args[0] = closure;
        for (int i = 0; i < arguments.length; i++) {
            args[i + 1] = arguments[i].executeGeneric(frame);
        }
        return dispatch.execute(closure, args);
    }
}
