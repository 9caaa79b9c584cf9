package org.x10lite.embedding;

import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.TruffleObject;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.values.X10Null;

/**
 * A static method as an executable interop value. Arguments from the host are converted to the
 * declared parameter types or rejected ({@link HostArguments}); the overload is chosen by the
 * number of arguments.
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
            args[i + 1] = HostArguments.convert(arguments[i], m.params.get(i), arguments);
        }
        Object result = m.hostEntry(method -> new EntryRootNode(language, method).getCallTarget()).call(args);
        return result == null ? X10Null.INSTANCE : result;
    }

    @ExportMessage
    Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return classInfo.name + "." + name;
    }
}
