package org.x10lite.values;

import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.TruffleObject;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;

/** {@code LongRange} and {@code IntRange}: the inclusive range {@code min..max}. */
@ExportLibrary(InteropLibrary.class)
public final class X10Range implements TruffleObject {
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

    @ExportMessage
    Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return toString();
    }

    @Override
    public String toString() {
        return min + ".." + max;
    }
}
