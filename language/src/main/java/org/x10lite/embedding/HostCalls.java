package org.x10lite.embedding;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import org.x10lite.X10Language;
import org.x10lite.nodes.rail.ElementKind;
import org.x10lite.semantics.Type;
import org.x10lite.values.DeclaredType;
import org.x10lite.values.HostInterop;
import org.x10lite.values.X10Closure;
import org.x10lite.values.X10Null;
import org.x10lite.values.X10Rail;

/** The embedding layer's side of the values' interop messages ({@link HostInterop}). */
public final class HostCalls implements HostInterop {
    private final X10Language language;
    /** The code of closures that wrap host functions, one per function type. */
    private final Map<Type, HostFunctionRootNode> hostFunctionCode = new ConcurrentHashMap<>();

    public HostCalls(X10Language language) {
        this.language = language;
    }

    /** As a method is called: the arguments converted to the closure's parameter types, the body run inside an implicit finish. */
    @Override
    @TruffleBoundary
    public Object callClosure(X10Closure closure, Object[] arguments) throws ArityException, UnsupportedTypeException {
        if (closure.target.getRootNode() instanceof HostFunctionRootNode) {
            // the host's own function, handed back
            try {
                return InteropLibrary.getUncached().execute(HostFunctionRootNode.hostFunction(closure), arguments);
            } catch (UnsupportedMessageException e) {
                throw new IllegalStateException("a host function is executable", e);
            }
        }
        Type type = (Type) closure.functionType();
        if (arguments.length != type.params.size()) {
            throw ArityException.create(type.params.size(), type.params.size(), arguments.length);
        }
        Object result = EntryRootNode.to(language, closure.target).call(HostArguments.frameArguments(closure, type.params, arguments));
        return result == null || type.result == Type.VOID ? X10Null.INSTANCE : result;
    }

    /** A host function passed where {@code type} is declared, as a closure of that type. */
    @TruffleBoundary
    X10Closure wrapHostFunction(Object hostFunction, Type type) {
        return hostFunctionCode.computeIfAbsent(type, t -> new HostFunctionRootNode(language, t)).wrap(hostFunction);
    }

    @Override
    @TruffleBoundary
    public Object toElement(X10Rail rail, Object value) throws UnsupportedTypeException {
        if (rail instanceof X10Rail.ObjectRail objects) {
            return toGuest(value, objects.elementType);
        }
        Type element = switch (ElementKind.of(rail)) {
            case LONG -> Type.LONG;
            case INT -> Type.INT;
            case DOUBLE -> Type.DOUBLE;
            case FLOAT -> Type.FLOAT;
            case BOOLEAN -> Type.BOOLEAN;
            case CHAR -> Type.CHAR;
            case OBJECT -> throw new IllegalStateException("a Rail of references is an ObjectRail");
        };
        return toGuest(value, element);
    }

    private static Object toGuest(Object value, DeclaredType type) throws UnsupportedTypeException {
        if (type instanceof Type t) {
            return HostArguments.convert(value, t, new Object[]{value});
        }
        // the element type of a Rail the runtime made (of exceptions): only such values, or null
        if (InteropLibrary.getUncached().isNull(value)) {
            return null;
        }
        if (type.isInstance(value)) {
            return value;
        }
        throw UnsupportedTypeException.create(new Object[]{value}, "expected a value of X10 type " + type + ". ");
    }
}
