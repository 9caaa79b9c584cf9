package org.x10lite.values;

import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.TruffleObject;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;

/** An instance of a user class. The layout comes from its {@link X10Class}. */
@ExportLibrary(InteropLibrary.class)
public final class X10Object implements TruffleObject {
    public final X10Class x10Class;
    public final long[] primitives;
    public final Object[] references;

    public X10Object(X10Class x10Class) {
        this.x10Class = x10Class;
        this.primitives = x10Class.primitiveFieldCount == 0 ? null : new long[x10Class.primitiveFieldCount];
        this.references = x10Class.referenceFieldCount == 0 ? null : new Object[x10Class.referenceFieldCount];
    }

    @ExportMessage
    Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return defaultString();
    }

    /** X10's default {@code toString()}: the class name and the identity hash. */
    public String defaultString() {
        return x10Class.name + "@" + Integer.toHexString(System.identityHashCode(this));
    }
}
