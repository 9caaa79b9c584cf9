package org.x10lite.nodes.call;

import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.Allocations;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.X10Closure;

/** Creates a closure value, copying the values it captures (never the frame). */
public final class MakeClosureNode extends X10ExpressionNode {
    private final RootCallTarget target;
    @Children private final X10ExpressionNode[] captures;

    public MakeClosureNode(RootCallTarget target, X10ExpressionNode[] captures) {
        this.target = target;
        this.captures = captures;
    }

    @Override
    @ExplodeLoop
    public Object executeGeneric(VirtualFrame frame) {
        Object[] values = new Object[captures.length];
        for (int i = 0; i < captures.length; i++) {
            values[i] = captures[i].executeGeneric(frame);
        }
        Allocations.starting(this);
        return Allocations.made(this, new X10Closure(target, values));
    }
}
