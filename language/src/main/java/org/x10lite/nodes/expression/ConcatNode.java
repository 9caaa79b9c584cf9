package org.x10lite.nodes.expression;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;

/** String {@code +}: either operand may be of any type; each is converted with {@link ToStringNode}. */
public final class ConcatNode extends X10ExpressionNode {
    @Child private X10ExpressionNode left;
    @Child private X10ExpressionNode right;
    @Child private ToStringNode leftToString = ToStringNodeGen.create();
    @Child private ToStringNode rightToString = ToStringNodeGen.create();

    public ConcatNode(X10ExpressionNode left, X10ExpressionNode right) {
        this.left = left;
        this.right = right;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        String l = leftToString.execute(left.executeGeneric(frame));
        String r = rightToString.execute(right.executeGeneric(frame));
        return concat(l, r);
    }

    @TruffleBoundary
    private static String concat(String l, String r) {
        return l.concat(r);
    }
}
