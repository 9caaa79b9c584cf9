package org.x10lite.embedding;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Context;
import org.x10lite.X10Language;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.FieldInfo;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Value;

/**
 * A class of the program seen from outside, one per class: the metaobject of its instances
 * (which show their members through {@link InstanceMembers}), instantiable through its
 * constructors (unless it is an inner class, whose instances need an enclosing instance), with
 * its static fields and methods as members. Every call from the host (method, constructor)
 * runs through the function's entry root, inside an implicit finish, as {@code main} does.
 */
@ExportLibrary(InteropLibrary.class)
public final class X10ClassObject extends X10Value {
    private final X10Language language;
    private final ClassInfo classInfo;
    private final DeclaredMembers statics;

    private X10ClassObject(X10Language language, ClassInfo classInfo) {
        this.language = language;
        this.classInfo = classInfo;
        this.statics = new DeclaredMembers(classInfo, true);
    }

    /** Makes the class objects of a program's classes and installs them in their run-time classes. */
    static void install(X10Language language, Iterable<ClassInfo> classes) {
        for (ClassInfo c : classes) {
            c.runtimeClass.setMembers(new InstanceMembers(language, c, new X10ClassObject(language, c)));
        }
    }

    /** The class object of a program's class (installed when the program was created). */
    static X10ClassObject of(ClassInfo c) {
        return ((InstanceMembers) c.runtimeClass.members()).metaObject();
    }

    // ---- the class as a metaobject ----

    @ExportMessage
    boolean isMetaObject() {
        return true;
    }

    @ExportMessage
    Object getMetaSimpleName() {
        return classInfo.name;
    }

    /** Nested classes are named through the classes they are declared in, as X10 code names them. */
    @ExportMessage
    @TruffleBoundary
    Object getMetaQualifiedName() {
        StringBuilder name = new StringBuilder(classInfo.name);
        for (ClassInfo c = classInfo.enclosing; c != null; c = c.enclosing) {
            name.insert(0, c.name + ".");
        }
        return name.toString();
    }

    @ExportMessage
    boolean isMetaInstance(Object instance) {
        return instance instanceof X10Object o && o.x10Class == classInfo.runtimeClass;
    }

    @ExportMessage
    boolean isInstantiable() {
        return classInfo.outer == null;
    }

    /** {@code new C(args)} for a host: the constructor chosen by the number of arguments. */
    @ExportMessage
    @TruffleBoundary
    Object instantiate(Object[] arguments) throws ArityException, UnsupportedTypeException, UnsupportedMessageException {
        if (classInfo.outer != null) {
            throw UnsupportedMessageException.create();
        }
        MethodInfo constructor = X10Method.overload("new " + classInfo.name, classInfo.constructors, arguments);
        X10Object instance = new X10Object(classInfo.runtimeClass);
        EntryRootNode.to(language, constructor).call(HostArguments.frameArguments(instance, constructor.params, arguments));
        return instance;
    }

    // ---- static members ----

    @ExportMessage
    boolean hasMembers() {
        return true;
    }

    @ExportMessage
    @TruffleBoundary
    Object getMembers(@SuppressWarnings("unused") boolean includeInternal) {
        return statics.names();
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberReadable(String member) {
        return statics.isReadable(member);
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberModifiable(String member) {
        return statics.isModifiable(member);
    }

    @ExportMessage
    boolean isMemberInsertable(@SuppressWarnings("unused") String member) {
        return false;
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberInvocable(String member) {
        return statics.hasMethod(member);
    }

    @ExportMessage
    @TruffleBoundary
    Object readMember(String member) throws UnknownIdentifierException {
        FieldInfo f = statics.field(member);
        if (f != null) {
            return DeclaredMembers.read(f, staticFields());
        }
        if (statics.hasMethod(member)) {
            return new X10Method(language, classInfo, member, null);
        }
        throw UnknownIdentifierException.create(member);
    }

    @ExportMessage
    @TruffleBoundary
    void writeMember(String member, Object value) throws UnknownIdentifierException, UnsupportedMessageException, UnsupportedTypeException {
        statics.write(member, staticFields(), value);
    }

    @ExportMessage
    @TruffleBoundary
    Object invokeMember(String member, Object[] arguments) throws UnknownIdentifierException, ArityException, UnsupportedTypeException {
        if (!statics.hasMethod(member)) {
            throw UnknownIdentifierException.create(member);
        }
        return X10Method.call(language, classInfo, member, null, arguments);
    }

    @ExportMessage
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return "class " + getMetaQualifiedName();
    }

    /** The holder of the static fields in the context of the calling thread. */
    private X10Object staticFields() {
        return classInfo.statics.holderIn(X10Context.get(null).index);
    }
}
