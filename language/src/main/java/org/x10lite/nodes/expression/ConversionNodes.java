package org.x10lite.nodes.expression;

import com.oracle.truffle.api.dsl.Specialization;

/**
 * Numeric conversions: the implicit widenings the translator inserts (Int to Long when mixed
 * in arithmetic, Long to Double, ...) and explicit {@code e as T}, with Java's meaning.
 */
public final class ConversionNodes {
    private ConversionNodes() {
    }

    public abstract static class ToLongNode extends UnaryNode {
        @Specialization
        protected long from(long v) {
            return v;
        }

        @Specialization
        protected long from(int v) {
            return v;
        }

        @Specialization
        protected long from(double v) {
            return (long) v;
        }

        @Specialization
        protected long from(float v) {
            return (long) v;
        }

        @Specialization
        protected long from(char v) {
            return v;
        }
    }

    public abstract static class ToIntNode extends UnaryNode {
        @Specialization
        protected int from(long v) {
            return (int) v;
        }

        @Specialization
        protected int from(int v) {
            return v;
        }

        @Specialization
        protected int from(double v) {
            return (int) v;
        }

        @Specialization
        protected int from(float v) {
            return (int) v;
        }

        @Specialization
        protected int from(char v) {
            return v;
        }
    }

    public abstract static class ToDoubleNode extends UnaryNode {
        @Specialization
        protected double from(long v) {
            return v;
        }

        @Specialization
        protected double from(int v) {
            return v;
        }

        @Specialization
        protected double from(double v) {
            return v;
        }

        @Specialization
        protected double from(float v) {
            return v;
        }
    }

    public abstract static class ToFloatNode extends UnaryNode {
        @Specialization
        protected float from(long v) {
            return v;
        }

        @Specialization
        protected float from(int v) {
            return v;
        }

        @Specialization
        protected float from(double v) {
            return (float) v;
        }

        @Specialization
        protected float from(float v) {
            return v;
        }
    }

    public abstract static class ToCharNode extends UnaryNode {
        @Specialization
        protected char from(long v) {
            return (char) v;
        }

        @Specialization
        protected char from(int v) {
            return (char) v;
        }

        @Specialization
        protected char from(char v) {
            return v;
        }

        @Specialization
        protected char from(double v) {
            return (char) v;
        }

        @Specialization
        protected char from(float v) {
            return (char) v;
        }
    }
}
