package org.x10lite.nodes.expression;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.dsl.Specialization;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * Arithmetic with X10's meaning: Int wraps at 32 bits and Long at 64 (Java's two's-complement
 * arithmetic), integer division truncates, and dividing an integer by zero raises
 * {@code x10.lang.ArithmeticException}.
 */
public final class ArithmeticNodes {
    private ArithmeticNodes() {
    }

    static X10Exception divisionByZero(com.oracle.truffle.api.nodes.Node node) {
        CompilerDirectives.transferToInterpreter();
        return X10Exception.create(ExceptionKind.ARITHMETIC, "/ by zero", node);
    }

    public abstract static class AddNode extends IndexArithmeticNode {
        @Specialization(guards = {"computesIndex()", "fitsInInt(a)", "fitsInInt(b)"}, rewriteOn = ArithmeticException.class)
        protected long addInIntRange(long a, long b) {
            return Math.addExact((int) a, (int) b);
        }

        @Specialization(replaces = "addInIntRange")
        protected long add(long a, long b) {
            return a + b;
        }

        @Specialization
        protected int add(int a, int b) {
            return a + b;
        }

        @Specialization
        protected double add(double a, double b) {
            return a + b;
        }

        @Specialization
        protected float add(float a, float b) {
            return a + b;
        }
    }

    public abstract static class SubNode extends IndexArithmeticNode {
        @Specialization(guards = {"computesIndex()", "fitsInInt(a)", "fitsInInt(b)"}, rewriteOn = ArithmeticException.class)
        protected long subInIntRange(long a, long b) {
            return Math.subtractExact((int) a, (int) b);
        }

        @Specialization(replaces = "subInIntRange")
        protected long sub(long a, long b) {
            return a - b;
        }

        @Specialization
        protected int sub(int a, int b) {
            return a - b;
        }

        @Specialization
        protected double sub(double a, double b) {
            return a - b;
        }

        @Specialization
        protected float sub(float a, float b) {
            return a - b;
        }
    }

    public abstract static class MulNode extends IndexArithmeticNode {
        @Specialization(guards = {"computesIndex()", "fitsInInt(a)", "fitsInInt(b)"}, rewriteOn = ArithmeticException.class)
        protected long mulInIntRange(long a, long b) {
            return Math.multiplyExact((int) a, (int) b);
        }

        @Specialization(replaces = "mulInIntRange")
        protected long mul(long a, long b) {
            return a * b;
        }

        @Specialization
        protected int mul(int a, int b) {
            return a * b;
        }

        @Specialization
        protected double mul(double a, double b) {
            return a * b;
        }

        @Specialization
        protected float mul(float a, float b) {
            return a * b;
        }
    }

    public abstract static class DivNode extends BinaryNode {
        @Specialization
        protected long div(long a, long b) {
            if (b == 0) {
                throw divisionByZero(this);
            }
            return a / b;
        }

        @Specialization
        protected int div(int a, int b) {
            if (b == 0) {
                throw divisionByZero(this);
            }
            return a / b;
        }

        @Specialization
        protected double div(double a, double b) {
            return a / b;
        }

        @Specialization
        protected float div(float a, float b) {
            return a / b;
        }
    }

    public abstract static class RemNode extends BinaryNode {
        @Specialization
        protected long rem(long a, long b) {
            if (b == 0) {
                throw divisionByZero(this);
            }
            return a % b;
        }

        @Specialization
        protected int rem(int a, int b) {
            if (b == 0) {
                throw divisionByZero(this);
            }
            return a % b;
        }

        @Specialization
        protected double rem(double a, double b) {
            return a % b;
        }

        @Specialization
        protected float rem(float a, float b) {
            return a % b;
        }
    }

    public abstract static class NegNode extends UnaryNode {
        @Specialization
        protected long neg(long a) {
            return -a;
        }

        @Specialization
        protected int neg(int a) {
            return -a;
        }

        @Specialization
        protected double neg(double a) {
            return -a;
        }

        @Specialization
        protected float neg(float a) {
            return -a;
        }
    }
}
