package org.x10lite.values;

import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;

/**
 * X10's {@code null} as seen from other languages. Inside x10lite, null is Java's null; this
 * object stands for it only where a value crosses the interop boundary.
 */
@ExportLibrary(InteropLibrary.class)
public final class X10Null extends X10Value {
    public static final X10Null INSTANCE = new X10Null();

    private X10Null() {
    }

    @ExportMessage
    boolean isNull() {
        return true;
    }

    @ExportMessage
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return "null";
    }
}
