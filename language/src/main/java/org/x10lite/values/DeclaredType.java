package org.x10lite.values;

/**
 * A static X10 type kept at run time where a value's Java class does not say enough: the
 * element type of a Rail of references, the type of a closure's code. Casts and
 * {@code instanceof} test values against it, and a host's value is converted to it before it
 * enters guest code, so that no guest code meets a value of another type than it was checked
 * for. The translator's types implement it ({@code semantics.Type}), and {@link ExceptionKind}
 * for the Rails of exceptions the runtime makes.
 */
public interface DeclaredType {
    /** Whether a guest value (not null) is of this type. */
    boolean isInstance(Object value);
}
