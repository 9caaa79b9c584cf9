package org.x10lite.embedding;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.Translator;
import org.x10lite.values.ReadOnlyArray;
import org.x10lite.values.X10Value;

/**
 * The value of evaluating an x10lite source: its classes by name, plus {@code main}, the
 * program's entry point (the {@code main} of the class named like the file, or else the
 * first class with a static {@code main}).
 */
@ExportLibrary(InteropLibrary.class)
public final class X10Module extends X10Value {
    private final X10Language language;
    private final Translator.Program program;

    X10Module(X10Language language, Translator.Program program) {
        this.language = language;
        this.program = program;
    }

    @ExportMessage
    boolean hasMembers() {
        return true;
    }

    @ExportMessage
    @TruffleBoundary
    Object getMembers(@SuppressWarnings("unused") boolean includeInternal) {
        java.util.List<String> names = new java.util.ArrayList<>(program.classes().keySet());
        if (program.main() != null) {
            names.add("main");
        }
        return new ReadOnlyArray(names.toArray(new String[0]));
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberReadable(String member) {
        return program.classes().containsKey(member) || (member.equals("main") && program.main() != null);
    }

    @ExportMessage
    @TruffleBoundary
    Object readMember(String member) throws UnknownIdentifierException {
        if (member.equals("main") && program.main() != null && !program.classes().containsKey("main")) {
            return new X10Method(language, program.main().owner, "main", null);
        }
        ClassInfo c = program.classes().get(member);
        if (c == null) {
            throw UnknownIdentifierException.create(member);
        }
        return X10ClassObject.of(c);
    }

    @ExportMessage
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return "x10lite program";
    }
}
