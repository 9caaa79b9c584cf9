package org.x10lite.values;

import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.InvalidArrayIndexException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;

/**
 * X10's {@code Rail[T]}: a fixed-size, zero-based array. Each element type has its own subclass
 * with an unboxed Java array, so Rail access specializes on the subclass.
 */
@ExportLibrary(InteropLibrary.class)
public abstract class X10Rail extends X10Value {

    public abstract int length();

    /** The element at {@code i}, boxed; for printing, copying and interop, not for hot paths. */
    public abstract Object getBoxed(int i);

    public abstract void setBoxed(int i, Object value);

    /** An empty rail of the same element type and the given size. */
    public abstract X10Rail newOfSameType(int size);

    /**
     * The Java array that holds the elements, for bulk copies and fills with
     * {@code System.arraycopy}, without boxing each element on the way.
     */
    public abstract Object array();

    @ExportMessage
    final boolean hasArrayElements() {
        return true;
    }

    @ExportMessage
    final long getArraySize() {
        return length();
    }

    @ExportMessage
    final boolean isArrayElementReadable(long index) {
        return index >= 0 && index < length();
    }

    @ExportMessage
    final Object readArrayElement(long index) throws InvalidArrayIndexException {
        if (index < 0 || index >= length()) {
            throw InvalidArrayIndexException.create(index);
        }
        Object v = getBoxed((int) index);
        return v == null ? X10Null.INSTANCE : v;
    }

    @ExportMessage
    final boolean isArrayElementModifiable(long index) {
        return index >= 0 && index < length();
    }

    @ExportMessage
    final boolean isArrayElementInsertable(@SuppressWarnings("unused") long index) {
        return false;
    }

    /** Stores a host's value, converted to the element type (a number that fits, for a Rail of numbers), or rejects it. */
    @ExportMessage
    final void writeArrayElement(long index, Object value) throws InvalidArrayIndexException, UnsupportedTypeException {
        if (index < 0 || index >= length()) {
            throw InvalidArrayIndexException.create(index);
        }
        setBoxed((int) index, X10Language.get(null).hostInterop().toElement(this, value));
    }

    @ExportMessage
    public final Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return toString();
    }

    /** X10 prints a Rail as its elements in brackets: {@code [1,2,3]}. */
    @Override
    @com.oracle.truffle.api.CompilerDirectives.TruffleBoundary
    public final String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < length(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(getBoxed(i));
        }
        return sb.append(']').toString();
    }

    public static final class LongRail extends X10Rail {
        public final long[] data;

        public LongRail(long[] data) {
            this.data = data;
        }

        @Override
        public int length() {
            return data.length;
        }

        @Override
        public Object getBoxed(int i) {
            return data[i];
        }

        @Override
        public void setBoxed(int i, Object value) {
            data[i] = (Long) value;
        }

        @Override
        public X10Rail newOfSameType(int size) {
            return new LongRail(new long[size]);
        }

        @Override
        public Object array() {
            return data;
        }
    }

    public static final class IntRail extends X10Rail {
        public final int[] data;

        public IntRail(int[] data) {
            this.data = data;
        }

        @Override
        public int length() {
            return data.length;
        }

        @Override
        public Object getBoxed(int i) {
            return data[i];
        }

        @Override
        public void setBoxed(int i, Object value) {
            data[i] = (Integer) value;
        }

        @Override
        public X10Rail newOfSameType(int size) {
            return new IntRail(new int[size]);
        }

        @Override
        public Object array() {
            return data;
        }
    }

    public static final class DoubleRail extends X10Rail {
        public final double[] data;

        public DoubleRail(double[] data) {
            this.data = data;
        }

        @Override
        public int length() {
            return data.length;
        }

        @Override
        public Object getBoxed(int i) {
            return data[i];
        }

        @Override
        public void setBoxed(int i, Object value) {
            data[i] = (Double) value;
        }

        @Override
        public X10Rail newOfSameType(int size) {
            return new DoubleRail(new double[size]);
        }

        @Override
        public Object array() {
            return data;
        }
    }

    public static final class FloatRail extends X10Rail {
        public final float[] data;

        public FloatRail(float[] data) {
            this.data = data;
        }

        @Override
        public int length() {
            return data.length;
        }

        @Override
        public Object getBoxed(int i) {
            return data[i];
        }

        @Override
        public void setBoxed(int i, Object value) {
            data[i] = (Float) value;
        }

        @Override
        public X10Rail newOfSameType(int size) {
            return new FloatRail(new float[size]);
        }

        @Override
        public Object array() {
            return data;
        }
    }

    public static final class BooleanRail extends X10Rail {
        public final boolean[] data;

        public BooleanRail(boolean[] data) {
            this.data = data;
        }

        @Override
        public int length() {
            return data.length;
        }

        @Override
        public Object getBoxed(int i) {
            return data[i];
        }

        @Override
        public void setBoxed(int i, Object value) {
            data[i] = (Boolean) value;
        }

        @Override
        public X10Rail newOfSameType(int size) {
            return new BooleanRail(new boolean[size]);
        }

        @Override
        public Object array() {
            return data;
        }
    }

    public static final class CharRail extends X10Rail {
        public final char[] data;

        public CharRail(char[] data) {
            this.data = data;
        }

        @Override
        public int length() {
            return data.length;
        }

        @Override
        public Object getBoxed(int i) {
            return data[i];
        }

        @Override
        public void setBoxed(int i, Object value) {
            data[i] = (Character) value;
        }

        @Override
        public X10Rail newOfSameType(int size) {
            return new CharRail(new char[size]);
        }

        @Override
        public Object array() {
            return data;
        }
    }

    /**
     * A rail of references: strings, objects, rails, closures, exceptions. Unlike a rail of
     * primitives, its Java class does not say what it holds, so it keeps its element type: a cast
     * from {@code Any} checks it, and a host's element is converted to it.
     */
    public static final class ObjectRail extends X10Rail {
        public final Object[] data;
        public final DeclaredType elementType;

        public ObjectRail(Object[] data, DeclaredType elementType) {
            this.data = data;
            this.elementType = elementType;
        }

        @Override
        public int length() {
            return data.length;
        }

        @Override
        public Object getBoxed(int i) {
            return data[i];
        }

        @Override
        public void setBoxed(int i, Object value) {
            data[i] = value;
        }

        @Override
        public X10Rail newOfSameType(int size) {
            return new ObjectRail(new Object[size], elementType);
        }

        @Override
        public Object array() {
            return data;
        }
    }
}
