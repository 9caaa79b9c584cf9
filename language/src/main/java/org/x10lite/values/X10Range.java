package org.x10lite.values;

import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.InvalidArrayIndexException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;

/** {@code LongRange} and {@code IntRange}: the inclusive range {@code min..max}. */
@ExportLibrary(InteropLibrary.class)
public final class X10Range extends X10Value {
    public final long min;
    public final long max;
    public final boolean isInt;

    public X10Range(long min, long max, boolean isInt) {
        this.min = min;
        this.max = max;
        this.isInt = isInt;
    }

    public long size() {
        return max < min ? 0 : max - min + 1;
    }

    /** To a host, a range is the read-only array of its elements. */
    @ExportMessage
    boolean hasArrayElements() {
        return true;
    }

    @ExportMessage
    long getArraySize() {
        long size = size();
        // min..max can hold more than a long counts (Long.MIN_VALUE..Long.MAX_VALUE)
        return size <= 0 && max >= min ? Long.MAX_VALUE : size;
    }

    @ExportMessage
    boolean isArrayElementReadable(long index) {
        return index >= 0 && index < getArraySize();
    }

    @ExportMessage
    Object readArrayElement(long index) throws InvalidArrayIndexException {
        if (!isArrayElementReadable(index)) {
            throw InvalidArrayIndexException.create(index);
        }
        long element = min + index;
        return isInt ? (Object) (int) element : (Object) element;
    }

    @Override
    public String toString() {
        return min + ".." + max;
    }
}
