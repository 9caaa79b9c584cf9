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
     * May be shared by activities: an async may use it while other activities run, so a steal
     * puts it in a heap cell that all copies of the frame share
     * ({@link org.x10lite.nodes.local.SharedLocalNodes}).
     */
    final boolean shared;
    /**
     * A closure's copy of a val of an enclosing function. It holds its value from the closure's
     * first statement on, whatever path first uses it, and cannot be assigned again.
     */
    final boolean captured;

    LocalVar(String name, Type type, int slot, boolean isVar, int finishDepth, int asyncDepth, int loopDepth, boolean shared) {
        this(name, type, slot, isVar, finishDepth, asyncDepth, loopDepth, shared, false);
    }

    private LocalVar(String name, Type type, int slot, boolean isVar, int finishDepth, int asyncDepth, int loopDepth, boolean shared, boolean captured) {
        this.captured = captured;
        this.shared = shared;
        this.name = name;
        this.type = type;
        this.slot = slot;
        this.isVar = isVar;
        this.finishDepth = finishDepth;
        this.asyncDepth = asyncDepth;
        this.loopDepth = loopDepth;
    }

    /** A closure's copy, in {@code slot}, of the enclosing function's val {@code outer}. */
    static LocalVar capturedCopy(LocalVar outer, int slot) {
        return new LocalVar(outer.name, outer.type, slot, false, 0, 0, 0, false, true);
    }
}
