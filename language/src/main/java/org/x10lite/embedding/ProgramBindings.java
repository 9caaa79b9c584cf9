package org.x10lite.embedding;

import java.util.LinkedHashMap;
import java.util.Map;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.values.ReadOnlyArray;
import org.x10lite.values.X10Value;

/**
 * The language bindings of a context ({@code context.getBindings("x10lite")}): the classes of
 * every program the context has evaluated, by name; where two programs have a class of the same
 * name, the one evaluated last. Read-only: x10lite has no global variables a host could add.
 */
@ExportLibrary(InteropLibrary.class)
public final class ProgramBindings extends X10Value {
    private final Map<String, ClassInfo> classes = new LinkedHashMap<>();

    /** A program was evaluated in this context: its classes become bindings. */
    @TruffleBoundary
    synchronized void add(Iterable<ClassInfo> programClasses) {
        for (ClassInfo c : programClasses) {
            classes.remove(c.name);
            classes.put(c.name, c);
        }
    }

    @ExportMessage
    boolean isScope() {
        return true;
    }

    @ExportMessage
    boolean hasMembers() {
        return true;
    }

    @ExportMessage
    @TruffleBoundary
    synchronized Object getMembers(@SuppressWarnings("unused") boolean includeInternal) {
        return new ReadOnlyArray(classes.keySet().toArray(new String[0]));
    }

    @ExportMessage
    @TruffleBoundary
    synchronized boolean isMemberReadable(String member) {
        return classes.containsKey(member);
    }

    @ExportMessage
    @TruffleBoundary
    synchronized Object readMember(String member) throws UnknownIdentifierException {
        ClassInfo c = classes.get(member);
        if (c == null) {
            throw UnknownIdentifierException.create(member);
        }
        return X10ClassObject.of(c);
    }

    @ExportMessage
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return "x10lite bindings";
    }
}
