package org.x10lite.embedding;

import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.TruffleObject;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.semantics.Type;
import org.x10lite.values.X10Null;
import org.x10lite.values.X10Rail;

/**
 * A static method as an executable interop value. Arguments from the host are converted to the
 * declared parameter types (numbers, strings, arrays of strings for {@code Rail[String]}); the
 * overload is chosen by the number of arguments.
 */
@ExportLibrary(InteropLibrary.class)
public final class X10StaticMethod implements TruffleObject {
    private final X10Language language;
    private final ClassInfo classInfo;
    private final String name;

    X10StaticMethod(X10Language language, ClassInfo classInfo, String name) {
        this.language = language;
        this.classInfo = classInfo;
        this.name = name;
    }

    @ExportMessage
    boolean isExecutable() {
        return true;
    }

    @ExportMessage
    @TruffleBoundary
    Object execute(Object[] arguments) throws ArityException, UnsupportedTypeException {
        MethodInfo m = classInfo.findMethod(name, arguments.length);
        if (m == null || !m.isStatic) {
            List<MethodInfo> all = classInfo.methods.getOrDefault(name, List.of());
            int arity = all.isEmpty() ? 0 : all.get(0).params.size();
            throw ArityException.create(arity, arity, arguments.length);
        }
        Object[] args = new Object[arguments.length + 1];
        for (int i = 0; i < arguments.length; i++) {
            args[i + 1] = convert(arguments[i], m.params.get(i), arguments);
        }
        RootCallTarget entry = new EntryRootNode(language, m).getCallTarget();
        Object result = entry.call(args);
        return result == null ? X10Null.INSTANCE : result;
    }

    private static Object convert(Object value, Type type, Object[] all) throws UnsupportedTypeException {
        InteropLibrary lib = InteropLibrary.getUncached();
        try {
            switch (type.kind) {
                case LONG:
                    if (lib.fitsInLong(value)) {
                        return lib.asLong(value);
                    }
                    break;
                case INT:
                    if (lib.fitsInInt(value)) {
                        return lib.asInt(value);
                    }
                    break;
                case DOUBLE:
                    if (lib.fitsInDouble(value)) {
                        return lib.asDouble(value);
                    }
                    break;
                case FLOAT:
                    if (lib.fitsInFloat(value)) {
                        return lib.asFloat(value);
                    }
                    break;
                case BOOLEAN:
                    if (lib.isBoolean(value)) {
                        return lib.asBoolean(value);
                    }
                    break;
                case STRING:
                    if (lib.isNull(value)) {
                        return null;
                    }
                    if (lib.isString(value)) {
                        return lib.asString(value);
                    }
                    break;
                case RAIL:
                    if (value instanceof X10Rail) {
                        return value;
                    }
                    if (type.element == Type.STRING && lib.hasArrayElements(value)) {
                        Object[] strings = new Object[(int) lib.getArraySize(value)];
                        for (int i = 0; i < strings.length; i++) {
                            strings[i] = lib.asString(lib.readArrayElement(value, i));
                        }
                        return new X10Rail.ObjectRail(strings);
                    }
                    break;
                default:
                    return lib.isNull(value) ? null : value;
            }
        } catch (UnsupportedMessageException | com.oracle.truffle.api.interop.InvalidArrayIndexException e) {
            // fall through to the type error
        }
        throw UnsupportedTypeException.create(all, "expected a value of X10 type " + type);
    }

    @ExportMessage
    Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return classInfo.name + "." + name;
    }
}
