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
        List<MethodInfo> candidates = classInfo.methods.getOrDefault(name, List.of()).stream().filter(m -> m.isStatic == (receiver == null)).toList();
        MethodInfo m = overload(classInfo.name + "." + name, candidates, arguments);
        Object result = EntryRootNode.to(language, m).call(HostArguments.frameArguments(receiver, m.params, arguments));
        return result == null ? X10Null.INSTANCE : result;
    }

    /**
     * The overload of {@code candidates} (not empty) that takes as many arguments. With none, an
     * arity error, or where the count lies between two overloads' counts (which an arity error
     * cannot say), a type error that lists them.
     */
    static MethodInfo overload(String what, List<MethodInfo> candidates, Object[] arguments) throws ArityException, UnsupportedTypeException {
        int[] arities = candidates.stream().mapToInt(m -> m.params.size()).sorted().toArray();
        for (MethodInfo m : candidates) {
            if (m.params.size() == arguments.length) {
                return m;
            }
        }
        int min = arities[0];
        int max = arities[arities.length - 1];
        if (arguments.length < min || arguments.length > max) {
            throw ArityException.create(min, max, arguments.length);
        }
        throw UnsupportedTypeException.create(arguments, what + " takes " + java.util.Arrays.toString(arities) + " arguments, not " + arguments.length + ". ");
    }

    @ExportMessage
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return classInfo.name + "." + name;
    }
}
