package org.x10lite.builtins;

import com.oracle.truffle.api.dsl.NodeField;
import com.oracle.truffle.api.dsl.Specialization;

/** {@code Math.abs max min} on every numeric type, and the Double functions. */
public final class MathBuiltins {
    private MathBuiltins() {
    }

    public abstract static class AbsNode extends BuiltinNode {
        @Specialization
        protected long abs(long v) {
            return Math.abs(v);
        }

        @Specialization
        protected int abs(int v) {
            return Math.abs(v);
        }

        @Specialization
        protected double abs(double v) {
            return Math.abs(v);
        }

        @Specialization
        protected float abs(float v) {
            return Math.abs(v);
        }
    }

    public abstract static class MaxNode extends BuiltinNode {
        @Specialization
        protected long max(long a, long b) {
            return Math.max(a, b);
        }

        @Specialization
        protected int max(int a, int b) {
            return Math.max(a, b);
        }

        @Specialization
        protected double max(double a, double b) {
            return Math.max(a, b);
        }

        @Specialization
        protected float max(float a, float b) {
            return Math.max(a, b);
        }
    }

    public abstract static class MinNode extends BuiltinNode {
        @Specialization
        protected long min(long a, long b) {
            return Math.min(a, b);
        }

        @Specialization
        protected int min(int a, int b) {
            return Math.min(a, b);
        }

        @Specialization
        protected double min(double a, double b) {
            return Math.min(a, b);
        }

        @Specialization
        protected float min(float a, float b) {
            return Math.min(a, b);
        }
    }

    /** The Double functions of one argument. */
    public enum DoubleFunction {
        SQRT, EXP, LOG, SIN, COS, TAN, FLOOR, CEIL, ROUND, CBRT, LOG10, ATAN, ASIN, ACOS;

        double apply(double v) {
            return switch (this) {
                case SQRT -> Math.sqrt(v);
                case EXP -> Math.exp(v);
                case LOG -> Math.log(v);
                case SIN -> Math.sin(v);
                case COS -> Math.cos(v);
                case TAN -> Math.tan(v);
                case FLOOR -> Math.floor(v);
                case CEIL -> Math.ceil(v);
                case ROUND -> Math.rint(v);
                case CBRT -> Math.cbrt(v);
                case LOG10 -> Math.log10(v);
                case ATAN -> Math.atan(v);
                case ASIN -> Math.asin(v);
                case ACOS -> Math.acos(v);
            };
        }
    }

    @NodeField(name = "function", type = DoubleFunction.class)
    public abstract static class DoubleFunctionNode extends BuiltinNode {
        protected abstract DoubleFunction getFunction();

        @Specialization
        protected double apply(double v) {
            return getFunction().apply(v);
        }
    }

    public abstract static class PowNode extends BuiltinNode {
        @Specialization
        protected double pow(double a, double b) {
            return Math.pow(a, b);
        }
    }
}
