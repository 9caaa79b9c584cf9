package org.x10lite.nodes.call;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.resume.Injection;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Function;

/**
 * A call of a method. Without inheritance every call has exactly one possible callee, known
 * when the program is translated, so the call is direct and can be inlined. Argument 0 is the
 * receiver ({@code null} for a static method).
 */
public final class InvokeNode extends UserCallNode {
    private final X10Function function;
    @Child private X10ExpressionNode receiver;
    @Children private final X10ExpressionNode[] arguments;
    @Child private DirectCallNode call;

    public InvokeNode(X10Function function, X10ExpressionNode receiver, X10ExpressionNode[] arguments) {
        this.function = function;
        this.receiver = receiver;
        this.arguments = arguments;
    }

    @Override
    @ExplodeLoop
    public Object executeGeneric(VirtualFrame frame) {
        Injection resumed = injected(frame);
        if (resumed != null) {
            return resumed.deliver();
        }
        Object[] args = new Object[arguments.length + 1];
        if (receiver != null) {
            Object r = receiver.executeGeneric(frame);
            if (r == null) {
                CompilerDirectives.transferToInterpreter();
                throw X10Exception.create(ExceptionKind.NULL_POINTER, "calling " + function.name + " on null", this);
            }
            args[0] = r;
        }
        for (int i = 0; i < arguments.length; i++) {
            args[i + 1] = arguments[i].executeGeneric(frame);
        }
        if (call == null) {
            // the callee's body is translated after this call site; link on first use
            CompilerDirectives.transferToInterpreterAndInvalidate();
            call = insert(DirectCallNode.create(function.getCallTarget()));
        }
        return call.call(args);
    }
}
