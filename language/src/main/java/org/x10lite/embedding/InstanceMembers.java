package org.x10lite.embedding;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import org.x10lite.X10Language;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.FieldInfo;
import org.x10lite.values.ClassMembers;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;

/**
 * What the instances of one class show a host ({@link ClassMembers}, installed in the class's
 * {@code X10Class}): their fields, readable and, for a {@code var}, writable with the value
 * converted to the field's type; their methods, invocable (inside an implicit finish, as
 * {@code main} runs) or read as methods bound to the object; the class object as metaobject.
 */
final class InstanceMembers implements ClassMembers {
    private final X10Language language;
    private final ClassInfo classInfo;
    private final X10ClassObject classObject;
    private final DeclaredMembers members;

    InstanceMembers(X10Language language, ClassInfo classInfo, X10ClassObject classObject) {
        this.language = language;
        this.classInfo = classInfo;
        this.classObject = classObject;
        this.members = new DeclaredMembers(classInfo, false);
    }

    @Override
    public X10ClassObject metaObject() {
        return classObject;
    }

    @Override
    @TruffleBoundary
    public Object memberNames() {
        return members.names();
    }

    @Override
    @TruffleBoundary
    public boolean isReadable(String member) {
        return members.isReadable(member);
    }

    @Override
    @TruffleBoundary
    public boolean isModifiable(String member) {
        return members.isModifiable(member);
    }

    @Override
    @TruffleBoundary
    public boolean isInvocable(String member) {
        return members.hasMethod(member);
    }

    @Override
    @TruffleBoundary
    public Object read(X10Object receiver, String member) throws UnknownIdentifierException {
        FieldInfo f = members.field(member);
        if (f != null) {
            return DeclaredMembers.read(f, receiver);
        }
        if (members.hasMethod(member)) {
            return new X10Method(language, classInfo, member, receiver);
        }
        throw UnknownIdentifierException.create(member);
    }

    @Override
    @TruffleBoundary
    public void write(X10Object receiver, String member, Object value) throws UnknownIdentifierException, UnsupportedMessageException, UnsupportedTypeException {
        members.write(member, receiver, value);
    }

    @Override
    @TruffleBoundary
    public Object invoke(X10Object receiver, String member, Object[] arguments) throws UnknownIdentifierException, ArityException, UnsupportedTypeException {
        if (!members.hasMethod(member)) {
            throw UnknownIdentifierException.create(member);
        }
        return X10Method.call(language, classInfo, member, receiver, arguments);
    }

    /**
     * The class's own {@code toString()} where it has one that can start no activity, called
     * directly on the calling thread (a debugger asks for display strings on a suspended worker,
     * which must not wait for another; nor should a display string flush output or print a
     * statistics line, as a host call does); else X10's default string, also if it throws.
     */
    @Override
    @TruffleBoundary
    public String displayString(X10Object receiver) {
        RootCallTarget own = classInfo.runtimeClass.getToStringMethod();
        if (own == null || !(own.getRootNode() instanceof X10RootNode root && root.isActivityFree())) {
            return receiver.defaultString();
        }
        try {
            return own.call(receiver) instanceof String s ? s : receiver.defaultString();
        } catch (X10Exception | StackOverflowError e) {
            return receiver.defaultString();
        }
    }
}
