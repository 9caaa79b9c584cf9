package org.x10lite.semantics;

/**
 * A local variable or parameter of the function being translated, with what the static
 * checks need: how many finish and async statements enclosed its declaration.
 */
final class LocalVar {
    final String name;
    final Type type;
    final int slot;
    final boolean isVar;
    /** Number of enclosing {@code finish} statements at the declaration. */
    final int finishDepth;
    /** Number of enclosing {@code async} statements at the declaration. */
    final int asyncDepth;
    /** Number of enclosing loops at the declaration. */
    final int loopDepth;

    LocalVar(String name, Type type, int slot, boolean isVar, int finishDepth, int asyncDepth, int loopDepth) {
        this.name = name;
        this.type = type;
        this.slot = slot;
        this.isVar = isVar;
        this.finishDepth = finishDepth;
        this.asyncDepth = asyncDepth;
        this.loopDepth = loopDepth;
    }
}
