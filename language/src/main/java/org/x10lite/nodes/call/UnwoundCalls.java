package org.x10lite.nodes.call;

import com.oracle.truffle.api.CallTarget;
import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.IndirectCallNode;
import org.x10lite.workstealing.Unwind;

/**
 * Guest calls whose compiled caller leaves compiled code when a steal unwinds the callee.
 *
 * <p>A thief that takes the rest of an activation makes the victim unwind its stack with
 * {@link Unwind}. The victim's frames the steal took continuations from are deoptimized by the
 * steal itself, so in compiled code an {@code Unwind} out of a call is at most one event per
 * steal. But once a call has seen one (in the interpreter, after the first steals), Truffle's
 * call node profiles its type and every later compilation of the caller holds the call's
 * exception edge for it. That edge meets the caller's own {@code ReturnException} at the root's
 * handler, and partial evaluation, which keeps a {@code ReturnException} thrown and caught in one
 * compilation virtual, then allocates one at each {@code return}: Integrate's {@code recEval},
 * compiled again after steals, allocated 10 GB of them in a process of ten runs (JFR allocation
 * samples; 0.3 GB when compiled before the first steal) and took 1.5 to 1.9 times as long per
 * run with two workers (docs/performance.md, <i>Code compiled after a steal</i>). Here the edge
 * ends in a deoptimization that keeps the compiled code: the unwinding goes on in the
 * interpreter, and the code compiled after steals allocates what the code compiled before them
 * does ({@code AsyncAllocationTest}). ({@code InvokeNode}'s call kept out of line does the same
 * around its boundary.)
 */
public final class UnwoundCalls {
    private UnwoundCalls() {
    }

    public static Object call(DirectCallNode call, Object... args) {
        try {
            return call.call(args);
        } catch (Unwind u) {
            CompilerDirectives.transferToInterpreter();
            throw u;
        }
    }

    public static Object call(IndirectCallNode call, CallTarget target, Object... args) {
        try {
            return call.call(target, args);
        } catch (Unwind u) {
            CompilerDirectives.transferToInterpreter();
            throw u;
        }
    }
}
