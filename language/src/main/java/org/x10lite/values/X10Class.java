package org.x10lite.values;

import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.RootCallTarget;

/**
 * The run-time descriptor of a user class: its name and the layout of its instances. Primitive
 * fields live in a {@code long[]} (doubles as raw bits) and reference fields in an
 * {@code Object[]}, so field access never boxes.
 */
public final class X10Class {
    public final String name;
    public final int primitiveFieldCount;
    public final int referenceFieldCount;
    /** The class's own {@code toString()} if it declares one, set once after translation. */
    @CompilationFinal private RootCallTarget toStringMethod;
    /** What a host sees of the instances; installed with the program, never read by guest code. */
    private volatile ClassMembers members;

    public X10Class(String name, int primitiveFieldCount, int referenceFieldCount) {
        this.name = name;
        this.primitiveFieldCount = primitiveFieldCount;
        this.referenceFieldCount = referenceFieldCount;
    }

    public RootCallTarget getToStringMethod() {
        return toStringMethod;
    }

    public void setToStringMethod(RootCallTarget target) {
        this.toStringMethod = target;
    }

    /** What a host sees of this class's instances; null for the hidden classes that hold static fields. */
    public ClassMembers members() {
        return members;
    }

    public void setMembers(ClassMembers members) {
        this.members = members;
    }

    @Override
    public String toString() {
        return name;
    }
}
