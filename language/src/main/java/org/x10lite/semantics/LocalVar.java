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
    /**
     * Lives in a heap cell ({@link org.x10lite.values.LocalCell}) because an async may use it
     * while other activities run: all copies of the frame then share the one variable.
     */
    final boolean celled;

    LocalVar(String name, Type type, int slot, boolean isVar, int finishDepth, int asyncDepth, int loopDepth, boolean celled) {
        this.celled = celled;
        this.name = name;
        this.type = type;
        this.slot = slot;
        this.isVar = isVar;
        this.finishDepth = finishDepth;
        this.asyncDepth = asyncDepth;
        this.loopDepth = loopDepth;
    }
}
