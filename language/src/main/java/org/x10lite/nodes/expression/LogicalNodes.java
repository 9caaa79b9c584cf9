package org.x10lite.nodes.expression;

import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.UnexpectedResultException;
import com.oracle.truffle.api.profiles.CountingConditionProfile;
import org.x10lite.nodes.X10ExpressionNode;

/** {@code !}, and the short-circuit {@code &&}, {@code ||} and {@code ?:}. */
public final class LogicalNodes {
    private LogicalNodes() {
    }

    public abstract static class NotNode extends UnaryNode {
        @Specialization
        protected boolean not(boolean a) {
            return !a;
        }
    }

    /** Evaluates a condition child as an unboxed boolean; the translator guarantees its type. */
    static boolean condition(X10ExpressionNode node, VirtualFrame frame) {
        try {
            return node.executeBoolean(frame);
        } catch (UnexpectedResultException e) {
            throw new AssertionError("condition is not a Boolean", e);
        }
    }

    public static final class ShortCircuitNode extends X10ExpressionNode {
        @Child private X10ExpressionNode left;
        @Child private X10ExpressionNode right;
        /** true for {@code &&}, false for {@code ||}. */
        private final boolean isAnd;
        private final CountingConditionProfile evaluateRight = CountingConditionProfile.create();

        public ShortCircuitNode(X10ExpressionNode left, X10ExpressionNode right, boolean isAnd) {
            this.left = left;
            this.right = right;
            this.isAnd = isAnd;
        }

        @Override
        public boolean executeBoolean(VirtualFrame frame) {
            boolean l = condition(left, frame);
            if (evaluateRight.profile(l == isAnd)) {
                return condition(right, frame);
            }
            return l;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return executeBoolean(frame);
        }
    }

    /** {@code c ? a : b}; both branches have the same static type. */
    public static final class ConditionalNode extends X10ExpressionNode {
        @Child private X10ExpressionNode cond;
        @Child private X10ExpressionNode thenValue;
        @Child private X10ExpressionNode elseValue;
        private final CountingConditionProfile profile = CountingConditionProfile.create();

        public ConditionalNode(X10ExpressionNode cond, X10ExpressionNode thenValue, X10ExpressionNode elseValue) {
            this.cond = cond;
            this.thenValue = thenValue;
            this.elseValue = elseValue;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return profile.profile(condition(cond, frame)) ? thenValue.executeGeneric(frame) : elseValue.executeGeneric(frame);
        }

        @Override
        public long executeLong(VirtualFrame frame) throws UnexpectedResultException {
            return profile.profile(condition(cond, frame)) ? thenValue.executeLong(frame) : elseValue.executeLong(frame);
        }

        @Override
        public int executeInt(VirtualFrame frame) throws UnexpectedResultException {
            return profile.profile(condition(cond, frame)) ? thenValue.executeInt(frame) : elseValue.executeInt(frame);
        }

        @Override
        public double executeDouble(VirtualFrame frame) throws UnexpectedResultException {
            return profile.profile(condition(cond, frame)) ? thenValue.executeDouble(frame) : elseValue.executeDouble(frame);
        }

        @Override
        public boolean executeBoolean(VirtualFrame frame) throws UnexpectedResultException {
            return profile.profile(condition(cond, frame)) ? thenValue.executeBoolean(frame) : elseValue.executeBoolean(frame);
        }
    }
}
