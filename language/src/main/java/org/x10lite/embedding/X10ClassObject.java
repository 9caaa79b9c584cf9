package org.x10lite.embedding;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.TruffleObject;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.values.MemberNames;

/** A class of the program seen from outside: its static methods are its invocable members. */
@ExportLibrary(InteropLibrary.class)
public final class X10ClassObject implements TruffleObject {
    private final X10Language language;
    private final ClassInfo classInfo;

    X10ClassObject(X10Language language, ClassInfo classInfo) {
        this.language = language;
        this.classInfo = classInfo;
    }

    @TruffleBoundary
    private boolean hasStaticMethod(String name) {
        for (MethodInfo m : classInfo.methods.getOrDefault(name, java.util.List.of())) {
            if (m.isStatic) {
                return true;
            }
        }
        return false;
    }

    @ExportMessage
    boolean hasMembers() {
        return true;
    }

    @ExportMessage
    @TruffleBoundary
    Object getMembers(@SuppressWarnings("unused") boolean includeInternal) {
        return new MemberNames(classInfo.methods.keySet().stream().filter(this::hasStaticMethod).toArray(String[]::new));
    }

    @ExportMessage
    boolean isMemberReadable(String member) {
        return hasStaticMethod(member);
    }

    @ExportMessage
    boolean isMemberInvocable(String member) {
        return hasStaticMethod(member);
    }

    @ExportMessage
    Object readMember(String member) throws UnknownIdentifierException {
        if (!hasStaticMethod(member)) {
            throw UnknownIdentifierException.create(member);
        }
        return new X10StaticMethod(language, classInfo, member);
    }

    @ExportMessage
    Object invokeMember(String member, Object[] arguments) throws UnknownIdentifierException, ArityException, UnsupportedTypeException, UnsupportedMessageException {
        return InteropLibrary.getUncached().execute(readMember(member), arguments);
    }

    @ExportMessage
    Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return "class " + classInfo.name;
    }
}
