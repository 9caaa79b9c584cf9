package org.x10lite.values;

import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;

/**
 * What a host sees of the instances of one user class: their fields and methods as members, and
 * the class as their metaobject. The embedding layer implements it from what the translator
 * knows of the class (field types and layout, methods) and installs it in the class's
 * {@link X10Class} when the program is created, so that an {@link X10Object} answers interop
 * messages without knowing about declarations.
 */
public interface ClassMembers {
    /** The class as a metaobject (the value a host gets for the class from the program). */
    Object metaObject();

    /** The names of the instance fields and methods. */
    Object memberNames();

    boolean isReadable(String member);

    /** An instance {@code var} field. */
    boolean isModifiable(String member);

    /** An instance method. */
    boolean isInvocable(String member);

    /** A field's value, or a method bound to {@code receiver}. */
    Object read(X10Object receiver, String member) throws UnknownIdentifierException;

    /** Stores a host's value, converted to the field's declared type. */
    void write(X10Object receiver, String member, Object value) throws UnknownIdentifierException, UnsupportedMessageException, UnsupportedTypeException;

    /** Calls an instance method as a host calls a static one: inside an implicit finish. */
    Object invoke(X10Object receiver, String member, Object[] arguments) throws UnknownIdentifierException, ArityException, UnsupportedTypeException, UnsupportedMessageException;

    /** The class's own {@code toString()} of the object, or X10's default if it has none or it fails. */
    String displayString(X10Object receiver);
}
