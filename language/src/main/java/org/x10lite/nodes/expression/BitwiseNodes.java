package org.x10lite.nodes.expression;

import com.oracle.truffle.api.dsl.Specialization;

/** {@code & | ^ ~ << >> >>>}. On Booleans, {@code & | ^} are the non-short-circuit logical operators. */
public final class BitwiseNodes {
    private BitwiseNodes() {
    }

    public abstract static class AndNode extends BinaryNode {
        @Specialization
        protected long and(long a, long b) {
            return a & b;
        }

        @Specialization
        protected int and(int a, int b) {
            return a & b;
        }

        @Specialization
        protected boolean and(boolean a, boolean b) {
            return a & b;
        }
    }

    public abstract static class OrNode extends BinaryNode {
        @Specialization
        protected long or(long a, long b) {
            return a | b;
        }

        @Specialization
        protected int or(int a, int b) {
            return a | b;
        }

        @Specialization
        protected boolean or(boolean a, boolean b) {
            return a | b;
        }
    }

    public abstract static class XorNode extends BinaryNode {
        @Specialization
        protected long xor(long a, long b) {
            return a ^ b;
        }

        @Specialization
        protected int xor(int a, int b) {
            return a ^ b;
        }

        @Specialization
        protected boolean xor(boolean a, boolean b) {
            return a ^ b;
        }
    }

    public abstract static class ComplementNode extends UnaryNode {
        @Specialization
        protected long not(long a) {
            return ~a;
        }

        @Specialization
        protected int not(int a) {
            return ~a;
        }
    }

    /** The shift count may be an Int or a Long, whatever the type of the shifted value. */
    public abstract static class ShiftLeftNode extends BinaryNode {
        @Specialization
        protected long shl(long a, long b) {
            return a << b;
        }

        @Specialization
        protected long shl(long a, int b) {
            return a << b;
        }

        @Specialization
        protected int shl(int a, int b) {
            return a << b;
        }

        @Specialization
        protected int shl(int a, long b) {
            return a << b;
        }
    }

    public abstract static class ShiftRightNode extends BinaryNode {
        @Specialization
        protected long shr(long a, long b) {
            return a >> b;
        }

        @Specialization
        protected long shr(long a, int b) {
            return a >> b;
        }

        @Specialization
        protected int shr(int a, int b) {
            return a >> b;
        }

        @Specialization
        protected int shr(int a, long b) {
            return a >> b;
        }
    }

    public abstract static class UnsignedShiftRightNode extends BinaryNode {
        @Specialization
        protected long ushr(long a, long b) {
            return a >>> b;
        }

        @Specialization
        protected long ushr(long a, int b) {
            return a >>> b;
        }

        @Specialization
        protected int ushr(int a, int b) {
            return a >>> b;
        }

        @Specialization
        protected int ushr(int a, long b) {
            return a >>> b;
        }
    }
}
