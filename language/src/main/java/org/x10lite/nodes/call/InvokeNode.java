package org.x10lite.nodes.call;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import com.oracle.truffle.api.nodes.IndirectCallNode;
import org.x10lite.workstealing.Unwind;
import org.x10lite.nodes.resume.Injection;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Function;

/**
 * A call of a method. Without inheritance every call has exactly one possible callee, known
 * when the program is translated, so the call is direct and can be inlined (except a callee
 * that spawns and loops, which {@link X10RootNode#prepareForCompilation} keeps out everywhere,
 * and any spawning callee in a loop share's copy, {@link #keepSpawningCalleeOut}). Argument 0 is the receiver
 * ({@code null} for a static method).
 */
public final class InvokeNode extends UserCallNode {
    private final X10Function function;
    @Child private X10ExpressionNode receiver;
    @Children private final X10ExpressionNode[] arguments;
    @Child private DirectCallNode call;
    /** The call, if made so that the callee is never inlined here (see {@link #keepSpawningCalleeOut}). */
    @Child private IndirectCallNode notInlined;
    /** Set in the copy of a loop that a loop share runs: a spawning callee is called, not inlined. */
    private boolean keepSpawningCalleeOut;

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
        if (call == null && notInlined == null) {
            // the callee's body is translated after this call site; link on first use
            CompilerDirectives.transferToInterpreterAndInvalidate();
            link();
        }
        if (call != null) {
            return UnwoundCalls.call(call, args);
        }
        try {
            return callOutOfLine(args);
        } catch (Unwind u) {
            // as in UnwoundCalls: the boundary lets exceptions into this compiled code
            CompilerDirectives.transferToInterpreter();
            throw u;
        }
    }

    /** The method called. */
    public X10Function callee() {
        return function;
    }

    /**
     * A call partial evaluation cannot see through: an indirect call of a constant target would
     * still be inlined.
     */
    @TruffleBoundary(transferToInterpreterOnException = false)
    private Object callOutOfLine(Object[] args) {
        return notInlined.call(function.getCallTarget(), args);
    }

    private void link() {
        if (keepSpawningCalleeOut && ((X10RootNode) function.getCallTarget().getRootNode()).asyncs().length > 0) {
            notInlined = insert(IndirectCallNode.create());
        } else {
            call = insert(DirectCallNode.create(function.getCallTarget()));
        }
    }

    /**
     * Makes this call, in the copy of a loop that a loop share runs, leave a callee that spawns
     * out of the share's compiled code. Such a callee (a divide-and-conquer step, as Jacobi's
     * {@code relax} called by its steps loop) is compiled on its own and runs long per call, so
     * inlining it gains nothing, while the share's code, compiled with it inlined level after
     * level, grew to 80 KB and took a second of compilation on a core the workers needed.
     */
    public void keepSpawningCalleeOut() {
        keepSpawningCalleeOut = true;
        // a copy of a call that had run before: link afresh on first use (the share has not run yet)
        call = null;
    }
}
