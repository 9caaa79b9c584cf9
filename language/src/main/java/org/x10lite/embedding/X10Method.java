package org.x10lite.embedding;

import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.values.X10Null;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Value;

/**
 * A method as an executable interop value: a static method, or an instance method bound to its
 * receiver (what a host reads as an object's method member). Arguments from the host are
 * converted to the declared parameter types or rejected ({@link HostArguments}); the overload
 * is chosen by the number of arguments.
 */
@ExportLibrary(InteropLibrary.class)
public final class X10Method extends X10Value {
    private final X10Language language;
    private final ClassInfo classInfo;
    private final String name;
    /** The receiver of an instance method; null for a static one. */
    private final X10Object receiver;

    X10Method(X10Language language, ClassInfo classInfo, String name, X10Object receiver) {
        this.language = language;
        this.classInfo = classInfo;
        this.name = name;
        this.receiver = receiver;
    }

    /** Whether a call with {@code arity} arguments finds an overload (of the right kind, static or not). */
    @TruffleBoundary
    boolean hasArity(int arity) {
        MethodInfo m = classInfo.findMethod(name, arity);
        return m != null && m.isStatic == (receiver == null);
    }

    @ExportMessage
    boolean isExecutable() {
        return true;
    }

    @ExportMessage
    Object execute(Object[] arguments) throws ArityException, UnsupportedTypeException {
        return call(language, classInfo, name, receiver, arguments);
    }

    /**
     * Calls a method of {@code classInfo} for a host, as the launcher calls {@code main}: inside an
     * implicit finish, through the method's entry root ({@link EntryRootNode}), made once.
     * {@code receiver} is null for a static method.
     */
    @TruffleBoundary
    static Object call(X10Language language, ClassInfo classInfo, String name, X10Object receiver, Object[] arguments) throws ArityException, UnsupportedTypeException {
        MethodInfo m = classInfo.findMethod(name, arguments.length);
        if (m == null || m.isStatic != (receiver == null)) {
            List<MethodInfo> all = classInfo.methods.getOrDefault(name, List.of());
            int arity = all.isEmpty() ? 0 : all.get(0).params.size();
            throw ArityException.create(arity, arity, arguments.length);
        }
        Object[] args = new Object[arguments.length + 1];
        args[0] = receiver;
        for (int i = 0; i < arguments.length; i++) {
            args[i + 1] = HostArguments.convert(arguments[i], m.params.get(i), arguments);
        }
        Object result = EntryRootNode.to(language, m).call(args);
        return result == null ? X10Null.INSTANCE : result;
    }

    @ExportMessage
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return classInfo.name + "." + name;
    }
}
