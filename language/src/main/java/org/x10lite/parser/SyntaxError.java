package org.x10lite.parser;

/** A problem found in the source before anything runs; reported as {@code file:line:col: message}. */
public final class SyntaxError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public final int line;
    public final int column;

    public SyntaxError(int line, int column, String message) {
        super(message, null, false, false);
        this.line = line;
        this.column = column;
    }
}
