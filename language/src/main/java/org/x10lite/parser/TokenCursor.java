package org.x10lite.parser;

import static org.x10lite.parser.TokenKind.*;

import java.util.List;

import org.x10lite.parser.Tree.Pos;

/**
 * The tokens of one source and the parse position in them, with the helpers that read, test and
 * expect tokens and make syntax errors. Separate so that the declaration, statement and
 * expression parsers share one cursor and none of them owns the token stream.
 */
final class TokenCursor {
    final List<Token> tokens;
    int index;

    TokenCursor(List<Token> tokens) {
        this.tokens = tokens;
    }

    Token peek() {
        return tokens.get(index);
    }

    Token peek(int ahead) {
        return tokens.get(Math.min(index + ahead, tokens.size() - 1));
    }

    boolean at(TokenKind k) {
        return peek().kind() == k;
    }

    Token advance() {
        Token t = peek();
        if (t.kind() != EOF) {
            index++;
        }
        return t;
    }

    boolean accept(TokenKind k) {
        if (at(k)) {
            advance();
            return true;
        }
        return false;
    }

    Token expect(TokenKind k, String context) {
        if (!at(k)) {
            throw error(peek(), "expected " + k.describe() + " " + context + ", found " + peek().describe());
        }
        return advance();
    }

    String ident(String context) {
        return expect(IDENT, context).text();
    }

    static SyntaxError error(Token t, String message) {
        return new SyntaxError(t.line(), t.column(), message);
    }

    static SyntaxError unsupported(Token t, String what) {
        return new SyntaxError(t.line(), t.column(), what + " is not supported by x10lite");
    }

    Pos pos() {
        return Pos.of(peek());
    }

    Pos since(Pos start) {
        Token last = tokens.get(Math.max(0, index - 1));
        return start.to(Pos.of(last));
    }
}
