package org.x10lite.embedding;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.exception.AbstractTruffleException;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.ExceptionType;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.semantics.Type;
import org.x10lite.values.DeclaredType;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Closure;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Null;

/**
 * The code of a closure that wraps a host's function (a Java lambda, a JavaScript function)
 * passed where an X10 function type is declared: guest code calls it as any closure, with the
 * closure's captured value the host function. Its arguments go to the host as they are; its
 * result comes back converted to the declared result type, and a result that does not convert is
 * a {@code ClassCastException} in the guest. One root per function type ({@link HostCalls}).
 */
final class HostFunctionRootNode extends RootNode implements X10Closure.Code {
    private final Type type;
    /** The number of parameters, a compilation constant for the loop that passes them. */
    private final int arity;
    @Child private InteropLibrary functions = InteropLibrary.getFactory().createDispatched(3);

    HostFunctionRootNode(TruffleLanguage<?> language, Type type) {
        super(language);
        this.type = type;
        this.arity = type.params.size();
    }

    /** The closure for a host function of this type. */
    X10Closure wrap(Object hostFunction) {
        return new X10Closure(getCallTarget(), new Object[]{hostFunction});
    }

    /** The host function a closure of this code wraps. */
    static Object hostFunction(X10Closure closure) {
        return closure.captured[0];
    }

    @Override
    @ExplodeLoop
    public Object execute(VirtualFrame frame) {
        Object[] frameArguments = frame.getArguments();
        X10Closure closure = (X10Closure) frameArguments[0];
        Object[] arguments = new Object[arity];
        for (int i = 0; i < arguments.length; i++) {
            Object argument = frameArguments[i + 1];
            arguments[i] = argument == null ? X10Null.INSTANCE : argument;
        }
        Object result;
        try {
            result = functions.execute(hostFunction(closure), arguments);
        } catch (UnsupportedMessageException | ArityException | UnsupportedTypeException e) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.ILLEGAL_ARGUMENT, "the host function of type " + type + " cannot be called so: " + e.getMessage(), this);
        } catch (X10Exception e) {
            // x10lite code the host function called back into
            throw e;
        } catch (AbstractTruffleException e) {
            CompilerDirectives.transferToInterpreter();
            throw asGuestException(e);
        }
        if (type.result == Type.VOID) {
            return null;
        }
        try {
            return HostArguments.convert(result, type.result, new Object[]{result});
        } catch (UnsupportedTypeException e) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.CLASS_CAST, "the host function of type " + type + " returned a value that is not a " + type.result, this);
        }
    }

    /**
     * An exception the host function threw (a Java exception, another language's error) as an
     * {@code x10.lang.Exception} of the calling activity, with the host exception's class and
     * message: a {@code catch} can handle it, and a {@code finish} collects it like any failure
     * of its activities (an exception of no X10 class would end the whole run). Exits,
     * interrupts and cancellations are not runtime errors and go on as they are.
     */
    @TruffleBoundary
    private RuntimeException asGuestException(AbstractTruffleException e) {
        InteropLibrary interop = InteropLibrary.getUncached();
        try {
            if (!interop.isException(e) || interop.getExceptionType(e) != ExceptionType.RUNTIME_ERROR) {
                return e;
            }
            String kind = interop.hasMetaObject(e) ? interop.asString(interop.getMetaQualifiedName(interop.getMetaObject(e))) : "host exception";
            String message = interop.hasExceptionMessage(e) ? interop.asString(interop.getExceptionMessage(e)) : null;
            return X10Exception.create(ExceptionKind.EXCEPTION, "the host function threw " + kind + (message == null ? "" : ": " + message), this);
        } catch (UnsupportedMessageException notAString) {
            return X10Exception.create(ExceptionKind.EXCEPTION, "the host function threw " + e, this);
        }
    }

    @Override
    public DeclaredType functionType() {
        return type;
    }

    @Override
    public String getName() {
        return "<host function " + type + ">";
    }
}
