package org.x10lite.nodes.call;

import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.dsl.Cached;
import com.oracle.truffle.api.dsl.GenerateInline;
import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.IndirectCallNode;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.values.X10Closure;

/**
 * Calls a closure through an inline cache on its code: up to three distinct closure bodies
 * are called directly (and can be inlined); beyond that, the call is indirect.
 */
@GenerateInline(false)
public abstract class ClosureDispatchNode extends Node {

    /** {@code args[0]} must be the closure itself. */
    public abstract Object execute(X10Closure closure, Object[] args);

    @Specialization(guards = "closure.target == cachedTarget", limit = "3")
    protected static Object doDirect(@SuppressWarnings("unused") X10Closure closure, Object[] args,
                    @Cached("closure.target") @SuppressWarnings("unused") RootCallTarget cachedTarget,
                    @Cached("create(cachedTarget)") DirectCallNode call) {
        return UnwoundCalls.call(call, args);
    }

    @Specialization(replaces = "doDirect")
    protected static Object doIndirect(X10Closure closure, Object[] args, @Cached IndirectCallNode call) {
        return UnwoundCalls.call(call, closure.target, args);
    }
}
