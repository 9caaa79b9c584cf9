package org.x10lite.values;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.TruffleObject;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;

/**
 * A value of x10lite as other languages see it: it reports the language, so that a host's
 * conversion error names x10lite and tools show the value as x10lite's; subclasses export the
 * rest of their interop view. (An exception, which is a Truffle exception, and an exception
 * class, an enum, export the same two messages themselves.)
 */
@ExportLibrary(InteropLibrary.class)
public abstract class X10Value implements TruffleObject {
    @ExportMessage
    public final boolean hasLanguage() {
        return true;
    }

    @ExportMessage
    public final Class<? extends TruffleLanguage<?>> getLanguage() {
        return X10Language.class;
    }

    @ExportMessage
    @TruffleBoundary
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return toString();
    }
}
