package org.x10lite.nodes.local;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;

/** Reads call argument {@code index}: 0 is the receiver (or the closure), parameters follow. */
public final class ReadArgumentNode extends X10ExpressionNode {
    private final int index;

    public ReadArgumentNode(int index) {
        this.index = index;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        return frame.getArguments()[index];
    }
}
