package org.x10lite.values;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;

/**
 * An instance of a user class. The layout comes from its {@link X10Class}; to a host, its
 * fields and methods are members and its class is its metaobject ({@link ClassMembers}).
 */
@ExportLibrary(InteropLibrary.class)
public final class X10Object extends X10Value {
    public final X10Class x10Class;
    public final long[] primitives;
    public final Object[] references;

    public X10Object(X10Class x10Class) {
        this.x10Class = x10Class;
        this.primitives = x10Class.primitiveFieldCount == 0 ? null : new long[x10Class.primitiveFieldCount];
        this.references = x10Class.referenceFieldCount == 0 ? null : new Object[x10Class.referenceFieldCount];
    }

    /** X10's default {@code toString()}: the class name and the identity hash. */
    public String defaultString() {
        return x10Class.name + "@" + Integer.toHexString(System.identityHashCode(this));
    }

    @Override
    public String toString() {
        return defaultString();
    }

    @ExportMessage
    @TruffleBoundary
    public Object toDisplayString(boolean allowSideEffects) {
        ClassMembers members = x10Class.members();
        return allowSideEffects && members != null ? members.displayString(this) : defaultString();
    }

    @ExportMessage
    boolean hasMetaObject() {
        return x10Class.members() != null;
    }

    @ExportMessage
    Object getMetaObject() throws UnsupportedMessageException {
        return members().metaObject();
    }

    @ExportMessage
    boolean hasMembers() {
        return x10Class.members() != null;
    }

    @ExportMessage
    Object getMembers(@SuppressWarnings("unused") boolean includeInternal) throws UnsupportedMessageException {
        return members().memberNames();
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberReadable(String member) {
        ClassMembers members = x10Class.members();
        return members != null && members.isReadable(member);
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberModifiable(String member) {
        ClassMembers members = x10Class.members();
        return members != null && members.isModifiable(member);
    }

    @ExportMessage
    boolean isMemberInsertable(@SuppressWarnings("unused") String member) {
        return false;
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberInvocable(String member) {
        ClassMembers members = x10Class.members();
        return members != null && members.isInvocable(member);
    }

    @ExportMessage
    @TruffleBoundary
    Object readMember(String member) throws UnknownIdentifierException, UnsupportedMessageException {
        return members().read(this, member);
    }

    @ExportMessage
    @TruffleBoundary
    void writeMember(String member, Object value) throws UnknownIdentifierException, UnsupportedMessageException, UnsupportedTypeException {
        members().write(this, member, value);
    }

    @ExportMessage
    @TruffleBoundary
    Object invokeMember(String member, Object[] arguments) throws UnknownIdentifierException, ArityException, UnsupportedTypeException, UnsupportedMessageException {
        return members().invoke(this, member, arguments);
    }

    private ClassMembers members() throws UnsupportedMessageException {
        ClassMembers members = x10Class.members();
        if (members == null) {
            throw UnsupportedMessageException.create();
        }
        return members;
    }
}
