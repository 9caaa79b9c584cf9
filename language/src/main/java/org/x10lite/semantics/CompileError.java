package org.x10lite.semantics;

import org.x10lite.parser.Tree.Pos;

/** A static error in one construct; the translator records it and moves on to the next method. */
final class CompileError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final Pos pos;

    CompileError(Pos pos, String message) {
        super(message, null, false, false);
        this.pos = pos;
    }
}
