package org.x10lite.values;

import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;

/**
 * A closure value: its code and the values it captured when it was created. Closures copy
 * what they capture and never hold a frame, so the enclosing function's frame stays virtual
 * in compiled code (a heap frame could not be deoptimized by a steal).
 */
@ExportLibrary(InteropLibrary.class)
public final class X10Closure extends X10Value {
    public final RootCallTarget target;
    public final Object[] captured;

    public X10Closure(RootCallTarget target, Object[] captured) {
        this.target = target;
        this.captured = captured;
    }

    /** The root of a closure's code: it knows the function type of the closures made from it. */
    public interface Code {
        /** Null for code that is not a closure's. */
        DeclaredType functionType();
    }

    /** This closure's function type: what a cast checks and what a host's arguments are converted to. */
    public DeclaredType functionType() {
        return target.getRootNode() instanceof Code code ? code.functionType() : null;
    }

    @ExportMessage
    boolean isExecutable() {
        return functionType() != null;
    }

    /** Runs the closure for a host: its arguments converted to the parameter types, inside an implicit finish. */
    @ExportMessage
    Object execute(Object[] arguments) throws ArityException, UnsupportedTypeException, UnsupportedMessageException {
        if (functionType() == null) {
            throw UnsupportedMessageException.create();
        }
        return X10Language.get(null).hostInterop().callClosure(this, arguments);
    }

    @Override
    public String toString() {
        return "closure " + target.getRootNode().getName();
    }
}
