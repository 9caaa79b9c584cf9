package org.x10lite.nodes.expression;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;

/** Constant values. Each literal answers its own typed execute method without boxing. */
public final class Literals {
    private Literals() {
    }

    public static final class LongLiteral extends X10ExpressionNode {
        private final long value;

        public LongLiteral(long value) {
            this.value = value;
        }

        @Override
        public long executeLong(VirtualFrame frame) {
            return value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return value;
        }
    }

    public static final class IntLiteral extends X10ExpressionNode {
        private final int value;

        public IntLiteral(int value) {
            this.value = value;
        }

        @Override
        public int executeInt(VirtualFrame frame) {
            return value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return value;
        }
    }

    public static final class DoubleLiteral extends X10ExpressionNode {
        private final double value;

        public DoubleLiteral(double value) {
            this.value = value;
        }

        @Override
        public double executeDouble(VirtualFrame frame) {
            return value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return value;
        }
    }

    public static final class FloatLiteral extends X10ExpressionNode {
        private final float value;

        public FloatLiteral(float value) {
            this.value = value;
        }

        @Override
        public float executeFloat(VirtualFrame frame) {
            return value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return value;
        }
    }

    public static final class BooleanLiteral extends X10ExpressionNode {
        private final boolean value;

        public BooleanLiteral(boolean value) {
            this.value = value;
        }

        @Override
        public boolean executeBoolean(VirtualFrame frame) {
            return value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return value;
        }
    }

    public static final class CharLiteral extends X10ExpressionNode {
        private final char value;

        public CharLiteral(char value) {
            this.value = value;
        }

        @Override
        public char executeChar(VirtualFrame frame) {
            return value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return value;
        }
    }

    /** A string, or {@code null} (the only reference constant). */
    public static final class ObjectLiteral extends X10ExpressionNode {
        private final Object value;

        public ObjectLiteral(Object value) {
            this.value = value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return value;
        }
    }
}
