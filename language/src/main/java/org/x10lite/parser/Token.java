package org.x10lite.parser;

/**
 * One token: its kind, its text as written (the decoded value for string and char literals),
 * and where it starts (1-based line and column, 0-based character offset).
 */
public record Token(TokenKind kind, String text, int line, int column, int offset, int length) {

    public boolean is(TokenKind k) {
        return kind == k;
    }

    public String describe() {
        return switch (kind) {
            case IDENT -> "identifier '" + text + "'";
            case LONG_LIT, INT_LIT, DOUBLE_LIT, FLOAT_LIT -> "number " + text;
            default -> kind.describe();
        };
    }
}
