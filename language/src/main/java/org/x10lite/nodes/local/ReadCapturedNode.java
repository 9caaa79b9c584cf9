package org.x10lite.nodes.local;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.X10Closure;

/** Reads value {@code index} that a closure captured when it was created (argument 0 is the closure). */
public final class ReadCapturedNode extends X10ExpressionNode {
    private final int index;

    public ReadCapturedNode(int index) {
        this.index = index;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        return ((X10Closure) frame.getArguments()[0]).captured[index];
    }
}
