package org.x10lite.nodes.rail;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.dsl.Fallback;
import com.oracle.truffle.api.dsl.NodeChild;
import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Rail;
import org.x10lite.values.X10Rail.BooleanRail;
import org.x10lite.values.X10Rail.CharRail;
import org.x10lite.values.X10Rail.DoubleRail;
import org.x10lite.values.X10Rail.FloatRail;
import org.x10lite.values.X10Rail.IntRail;
import org.x10lite.values.X10Rail.LongRail;
import org.x10lite.values.X10Rail.ObjectRail;

/**
 * {@code r(i)}, {@code r(i) = v} and {@code r.size}. Each Rail element type is its own class,
 * so access specializes on the class and never boxes. A bad index raises X10's
 * {@code ArrayIndexOutOfBoundsException}; a null Rail, {@code NullPointerException}.
 */
public final class RailNodes {
    private RailNodes() {
    }

    /**
     * X10's bounds test, written on the {@code int} the JVM indexes with: the same test as the
     * JVM's own on the array, which the compiler then drops, and which it can move out of a
     * loop whose counter is an {@code int} (an index such as {@code i * n + j} computed in
     * {@code Int} range by {@link org.x10lite.nodes.expression.IndexArithmeticNode}). Tested on
     * the {@code long} instead, both tests stayed in Matmul's leaf loop.
     */
    static int checkIndex(Node node, X10Rail rail, long index) {
        int i = (int) index;
        if (i != index || i < 0 || i >= rail.length()) {
            CompilerDirectives.transferToInterpreter();
            throw outOfBounds(node, index, rail.length());
        }
        return i;
    }

    @TruffleBoundary
    static X10Exception outOfBounds(Node node, long index, int length) {
        return X10Exception.create(ExceptionKind.ARRAY_INDEX_OUT_OF_BOUNDS, "Index " + index + " out of bounds for length " + length, node);
    }

    static X10Exception nullRail(Node node) {
        CompilerDirectives.transferToInterpreter();
        return X10Exception.create(ExceptionKind.NULL_POINTER, "Rail is null", node);
    }

    @NodeChild("rail")
    @NodeChild("index")
    public abstract static class RailReadNode extends X10ExpressionNode {
        @Specialization
        protected long read(LongRail r, long i) {
            return r.data[checkIndex(this, r, i)];
        }

        @Specialization
        protected int read(IntRail r, long i) {
            return r.data[checkIndex(this, r, i)];
        }

        @Specialization
        protected double read(DoubleRail r, long i) {
            return r.data[checkIndex(this, r, i)];
        }

        @Specialization
        protected float read(FloatRail r, long i) {
            return r.data[checkIndex(this, r, i)];
        }

        @Specialization
        protected boolean read(BooleanRail r, long i) {
            return r.data[checkIndex(this, r, i)];
        }

        @Specialization
        protected char read(CharRail r, long i) {
            return r.data[checkIndex(this, r, i)];
        }

        @Specialization
        protected Object read(ObjectRail r, long i) {
            return r.data[checkIndex(this, r, i)];
        }

        @Fallback
        protected Object readNull(@SuppressWarnings("unused") Object r, @SuppressWarnings("unused") Object i) {
            throw nullRail(this);
        }
    }

    /** Stores into a Rail and yields the stored value. */
    @NodeChild("rail")
    @NodeChild("index")
    @NodeChild("value")
    public abstract static class RailWriteNode extends X10ExpressionNode {
        @Specialization
        protected long write(LongRail r, long i, long v) {
            r.data[checkIndex(this, r, i)] = v;
            return v;
        }

        @Specialization
        protected int write(IntRail r, long i, int v) {
            r.data[checkIndex(this, r, i)] = v;
            return v;
        }

        @Specialization
        protected double write(DoubleRail r, long i, double v) {
            r.data[checkIndex(this, r, i)] = v;
            return v;
        }

        @Specialization
        protected float write(FloatRail r, long i, float v) {
            r.data[checkIndex(this, r, i)] = v;
            return v;
        }

        @Specialization
        protected boolean write(BooleanRail r, long i, boolean v) {
            r.data[checkIndex(this, r, i)] = v;
            return v;
        }

        @Specialization
        protected char write(CharRail r, long i, char v) {
            r.data[checkIndex(this, r, i)] = v;
            return v;
        }

        @Specialization
        protected Object write(ObjectRail r, long i, Object v) {
            r.data[checkIndex(this, r, i)] = v;
            return v;
        }

        @Fallback
        protected Object writeNull(@SuppressWarnings("unused") Object r, @SuppressWarnings("unused") Object i, @SuppressWarnings("unused") Object v) {
            throw nullRail(this);
        }
    }

    @NodeChild("rail")
    public abstract static class RailSizeNode extends X10ExpressionNode {
        @Specialization
        protected long size(X10Rail r) {
            return r.length();
        }

        @Fallback
        protected long sizeOfNull(@SuppressWarnings("unused") Object r) {
            throw nullRail(this);
        }
    }
}
