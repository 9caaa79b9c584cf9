package org.x10lite.embedding;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Context;
import org.x10lite.X10Language;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.object.Repr;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.FieldInfo;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.values.ClassMembers;
import org.x10lite.values.ReadOnlyArray;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Null;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Value;

/**
 * A class of the program seen from outside, one per class: the metaobject of its instances,
 * instantiable through its constructors (unless it is an inner class, whose instances need an
 * enclosing instance), with its static fields and methods as members. It is also what its
 * instances show a host ({@link ClassMembers}): their fields, readable and, for a {@code var},
 * writable with the value converted to the field's type; their methods, invocable.
 *
 * <p>Every call from the host (method, constructor, {@code toString} for a display string)
 * runs through the method's entry root, inside an implicit finish, as {@code main} does.
 */
@ExportLibrary(InteropLibrary.class)
public final class X10ClassObject extends X10Value implements ClassMembers {
    private final X10Language language;
    private final ClassInfo classInfo;

    private X10ClassObject(X10Language language, ClassInfo classInfo) {
        this.language = language;
        this.classInfo = classInfo;
    }

    /** Makes the class objects of a program's classes and installs them in their run-time classes. */
    static void install(X10Language language, Iterable<ClassInfo> classes) {
        for (ClassInfo c : classes) {
            c.runtimeClass.setMembers(new X10ClassObject(language, c));
        }
    }

    /** The class object of a program's class (installed when the program was created). */
    static X10ClassObject of(ClassInfo c) {
        return (X10ClassObject) c.runtimeClass.members();
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
        return names(true);
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberReadable(String member) {
        return field(member, true) != null || hasMethod(member, true);
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberModifiable(String member) {
        FieldInfo f = field(member, true);
        return f != null && f.isVar;
    }

    @ExportMessage
    boolean isMemberInsertable(@SuppressWarnings("unused") String member) {
        return false;
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberInvocable(String member) {
        return hasMethod(member, true);
    }

    @ExportMessage
    @TruffleBoundary
    Object readMember(String member) throws UnknownIdentifierException {
        FieldInfo f = field(member, true);
        if (f != null) {
            return readField(f, staticFields());
        }
        if (hasMethod(member, true)) {
            return new X10Method(language, classInfo, member, null);
        }
        throw UnknownIdentifierException.create(member);
    }

    @ExportMessage
    @TruffleBoundary
    void writeMember(String member, Object value) throws UnknownIdentifierException, UnsupportedMessageException, UnsupportedTypeException {
        writeField(field(member, true), member, staticFields(), value);
    }

    @ExportMessage
    @TruffleBoundary
    Object invokeMember(String member, Object[] arguments) throws UnknownIdentifierException, ArityException, UnsupportedTypeException {
        if (!hasMethod(member, true)) {
            throw UnknownIdentifierException.create(member);
        }
        return X10Method.call(language, classInfo, member, null, arguments);
    }

    @ExportMessage
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return "class " + getMetaQualifiedName();
    }

    // ---- what instances show (ClassMembers) ----

    @Override
    public Object metaObject() {
        return this;
    }

    @Override
    public Object memberNames() {
        return names(false);
    }

    @Override
    public boolean isReadable(String member) {
        return field(member, false) != null || hasMethod(member, false);
    }

    @Override
    public boolean isModifiable(String member) {
        FieldInfo f = field(member, false);
        return f != null && f.isVar;
    }

    @Override
    public boolean isInvocable(String member) {
        return hasMethod(member, false);
    }

    @Override
    public Object read(X10Object receiver, String member) throws UnknownIdentifierException {
        FieldInfo f = field(member, false);
        if (f != null) {
            return readField(f, receiver);
        }
        if (hasMethod(member, false)) {
            return new X10Method(language, classInfo, member, receiver);
        }
        throw UnknownIdentifierException.create(member);
    }

    @Override
    public void write(X10Object receiver, String member, Object value) throws UnknownIdentifierException, UnsupportedMessageException, UnsupportedTypeException {
        writeField(field(member, false), member, receiver, value);
    }

    @Override
    public Object invoke(X10Object receiver, String member, Object[] arguments) throws UnknownIdentifierException, ArityException, UnsupportedTypeException {
        if (!hasMethod(member, false)) {
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

    // ---- fields and methods ----

    /** The instance ({@code ofClass} false) or static field of that name, or null. */
    private FieldInfo field(String name, boolean ofClass) {
        FieldInfo f = classInfo.fields.get(name);
        return f != null && f.isStatic == ofClass ? f : null;
    }

    private boolean hasMethod(String name, boolean ofClass) {
        for (MethodInfo m : classInfo.methods.getOrDefault(name, List.of())) {
            if (m.isStatic == ofClass) {
                return true;
            }
        }
        return false;
    }

    private ReadOnlyArray names(boolean ofClass) {
        List<String> names = new ArrayList<>();
        for (FieldInfo f : classInfo.fields.values()) {
            if (f.isStatic == ofClass) {
                names.add(f.name);
            }
        }
        for (String m : classInfo.methods.keySet()) {
            if (hasMethod(m, ofClass) && !names.contains(m)) {
                names.add(m);
            }
        }
        return new ReadOnlyArray(names.toArray(new String[0]));
    }

    /** The holder of the static fields in the context of the calling thread. */
    private X10Object staticFields() {
        return classInfo.statics.holderIn(X10Context.get(null).index);
    }

    private static Object readField(FieldInfo f, X10Object holder) {
        Repr repr = f.type.repr();
        if (repr.isPrimitive()) {
            return repr.decode(holder.primitives[f.index]);
        }
        Object value = holder.references[f.index];
        return value == null ? X10Null.INSTANCE : value;
    }

    private void writeField(FieldInfo f, String member, X10Object holder, Object value) throws UnknownIdentifierException, UnsupportedMessageException, UnsupportedTypeException {
        if (f == null) {
            if (classInfo.methods.containsKey(member)) {
                // a method is read-only
                throw UnsupportedMessageException.create();
            }
            throw UnknownIdentifierException.create(member);
        }
        if (!f.isVar) {
            // a val is fixed once constructed: code compiled on that assumption may hold its value
            throw UnsupportedMessageException.create();
        }
        Object converted = HostArguments.convert(value, f.type, new Object[]{value});
        Repr repr = f.type.repr();
        if (repr.isPrimitive()) {
            holder.primitives[f.index] = repr.encode(converted);
        } else {
            holder.references[f.index] = converted;
        }
    }
}
