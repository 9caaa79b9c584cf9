package org.x10lite.values;

import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.TruffleObject;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;

/**
 * A closure value: its code and the values it captured when it was created. Closures copy
 * what they capture and never hold a frame, so the enclosing function's frame stays virtual
 * in compiled code (a heap frame could not be deoptimized by a steal).
 */
@ExportLibrary(InteropLibrary.class)
public final class X10Closure implements TruffleObject {
    public final RootCallTarget target;
    public final Object[] captured;

    public X10Closure(RootCallTarget target, Object[] captured) {
        this.target = target;
        this.captured = captured;
    }

    @ExportMessage
    Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return toString();
    }

    @Override
    public String toString() {
        return "closure " + target.getRootNode().getName();
    }
}
