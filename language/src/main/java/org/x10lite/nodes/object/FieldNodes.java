package org.x10lite.nodes.object;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.UnexpectedResultException;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;

/**
 * Reading and writing fields. The field's position and representation are resolved when the
 * program is translated; static fields are fields of a per-class holder object.
 */
public final class FieldNodes {
    private FieldNodes() {
    }

    static X10Object receiver(X10ExpressionNode node, VirtualFrame frame, String fieldName) {
        Object r = node.executeGeneric(frame);
        if (r instanceof X10Object o) {
            return o;
        }
        CompilerDirectives.transferToInterpreter();
        throw X10Exception.create(ExceptionKind.NULL_POINTER, "reading field " + fieldName + " of null", node);
    }

    public static final class ReadFieldNode extends X10ExpressionNode {
        @Child private X10ExpressionNode object;
        private final int index;
        private final Repr repr;
        private final String name;

        public ReadFieldNode(X10ExpressionNode object, int index, Repr repr, String name) {
            this.object = object;
            this.index = index;
            this.repr = repr;
            this.name = name;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            X10Object o = receiver(object, frame, name);
            return repr.isPrimitive() ? repr.decode(o.primitives[index]) : o.references[index];
        }

        @Override
        public long executeLong(VirtualFrame frame) throws UnexpectedResultException {
            if (repr != Repr.LONG) {
                return super.executeLong(frame);
            }
            return receiver(object, frame, name).primitives[index];
        }

        @Override
        public int executeInt(VirtualFrame frame) throws UnexpectedResultException {
            if (repr != Repr.INT) {
                return super.executeInt(frame);
            }
            return (int) receiver(object, frame, name).primitives[index];
        }

        @Override
        public double executeDouble(VirtualFrame frame) throws UnexpectedResultException {
            if (repr != Repr.DOUBLE) {
                return super.executeDouble(frame);
            }
            return Double.longBitsToDouble(receiver(object, frame, name).primitives[index]);
        }

        @Override
        public boolean executeBoolean(VirtualFrame frame) throws UnexpectedResultException {
            if (repr != Repr.BOOLEAN) {
                return super.executeBoolean(frame);
            }
            return receiver(object, frame, name).primitives[index] != 0;
        }
    }

    /** Writes a field and yields the value written. */
    public static final class WriteFieldNode extends X10ExpressionNode {
        @Child private X10ExpressionNode object;
        @Child private X10ExpressionNode value;
        private final int index;
        private final Repr repr;
        private final String name;

        public WriteFieldNode(X10ExpressionNode object, X10ExpressionNode value, int index, Repr repr, String name) {
            this.object = object;
            this.value = value;
            this.index = index;
            this.repr = repr;
            this.name = name;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            X10Object o = receiver(object, frame, name);
            try {
                switch (repr) {
                    case LONG: {
                        long v = value.executeLong(frame);
                        o.primitives[index] = v;
                        return v;
                    }
                    case INT: {
                        int v = value.executeInt(frame);
                        o.primitives[index] = v;
                        return v;
                    }
                    case DOUBLE: {
                        double v = value.executeDouble(frame);
                        o.primitives[index] = Double.doubleToRawLongBits(v);
                        return v;
                    }
                    case BOOLEAN: {
                        boolean v = value.executeBoolean(frame);
                        o.primitives[index] = v ? 1 : 0;
                        return v;
                    }
                    case REFERENCE: {
                        Object v = value.executeGeneric(frame);
                        o.references[index] = v;
                        return v;
                    }
                    default: {
                        Object v = value.executeGeneric(frame);
                        o.primitives[index] = repr.encode(v);
                        return v;
                    }
                }
            } catch (UnexpectedResultException e) {
                throw new AssertionError("field value of the wrong type", e);
            }
        }
    }
}
