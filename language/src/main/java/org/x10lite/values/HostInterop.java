package org.x10lite.values;

import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;

/**
 * What values need of the embedding layer to answer a host: running guest code on the runtime's
 * terms (inside an implicit finish, as {@code main} runs) and converting a host's value to a
 * declared type. Values find it through the language ({@code X10Language.hostInterop()}), so
 * that {@code values} depends on no layer above it.
 */
public interface HostInterop {
    /** Calls a closure with a host's arguments, converted to its parameter types. */
    Object callClosure(X10Closure closure, Object[] arguments) throws ArityException, UnsupportedTypeException;

    /** A host's value as an element of {@code rail}, or an {@code UnsupportedTypeException} naming the element type. */
    Object toElement(X10Rail rail, Object value) throws UnsupportedTypeException;
}
