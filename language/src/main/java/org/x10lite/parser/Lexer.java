package org.x10lite.parser;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Turns x10lite source text into tokens. Comments and white space are skipped. */
public final class Lexer {
    private static final Map<String, TokenKind> KEYWORDS = new HashMap<>();
    private static final List<TokenKind> OPERATORS_LONGEST_FIRST = new ArrayList<>();

    static {
        for (TokenKind k : TokenKind.values()) {
            if (k.isKeyword()) {
                KEYWORDS.put(k.text, k);
            } else if (k.text != null) {
                OPERATORS_LONGEST_FIRST.add(k);
            }
        }
        OPERATORS_LONGEST_FIRST.sort((a, b) -> b.text.length() - a.text.length());
    }

    private final String src;
    private int pos;
    private int line = 1;
    private int lineStart;

    public Lexer(String src) {
        this.src = src;
    }

    public List<Token> tokenize() {
        List<Token> out = new ArrayList<>();
        while (true) {
            skipSpaceAndComments();
            if (pos >= src.length()) {
                out.add(new Token(TokenKind.EOF, "", line, pos - lineStart + 1, pos, 0));
                return out;
            }
            out.add(next());
        }
    }

    private SyntaxError error(int at, String message) {
        return new SyntaxError(line, at - lineStart + 1, message);
    }

    private void skipSpaceAndComments() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (c == '\n') {
                pos++;
                line++;
                lineStart = pos;
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '/' && peek(1) == '/') {
                while (pos < src.length() && src.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (c == '/' && peek(1) == '*') {
                int start = pos;
                int startLine = line;
                int startCol = pos - lineStart + 1;
                pos += 2;
                while (pos < src.length() && !(src.charAt(pos) == '*' && peek(1) == '/')) {
                    if (src.charAt(pos) == '\n') {
                        line++;
                        lineStart = pos + 1;
                    }
                    pos++;
                }
                if (pos >= src.length()) {
                    throw new SyntaxError(startLine, startCol, "unterminated comment");
                }
                pos += 2;
                assert pos > start;
            } else {
                return;
            }
        }
    }

    private char peek(int ahead) {
        int p = pos + ahead;
        return p < src.length() ? src.charAt(p) : '\0';
    }

    private Token make(TokenKind kind, String text, int start) {
        return new Token(kind, text, line, start - lineStart + 1, start, pos - start);
    }

    private Token next() {
        int start = pos;
        char c = src.charAt(pos);
        if (Character.isJavaIdentifierStart(c)) {
            while (pos < src.length() && Character.isJavaIdentifierPart(src.charAt(pos))) {
                pos++;
            }
            String word = src.substring(start, pos);
            TokenKind kw = KEYWORDS.get(word);
            return make(kw != null ? kw : TokenKind.IDENT, word, start);
        }
        if (Character.isDigit(c) || (c == '.' && Character.isDigit(peek(1)))) {
            return number(start);
        }
        if (c == '"') {
            return string(start);
        }
        if (c == '\'') {
            return character(start);
        }
        for (TokenKind op : OPERATORS_LONGEST_FIRST) {
            if (src.startsWith(op.text, pos)) {
                pos += op.text.length();
                return make(op, op.text, start);
            }
        }
        throw error(start, "unexpected character '" + printable(c) + "'");
    }

    private static String printable(char c) {
        return c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\u%04x", (int) c);
    }

    private Token number(int start) {
        boolean hex = src.charAt(pos) == '0' && (peek(1) == 'x' || peek(1) == 'X');
        boolean floating = false;
        if (hex) {
            pos += 2;
            while (pos < src.length() && Character.digit(src.charAt(pos), 16) >= 0) {
                pos++;
            }
        } else {
            digits();
            // "1..5" is a range, not the double "1." followed by ".5"
            if (peek(0) == '.' && peek(1) != '.' && !Character.isJavaIdentifierStart(peek(1))) {
                floating = true;
                pos++;
                digits();
            }
            if (peek(0) == 'e' || peek(0) == 'E') {
                floating = true;
                pos++;
                if (peek(0) == '+' || peek(0) == '-') {
                    pos++;
                }
                if (!Character.isDigit(peek(0))) {
                    throw error(pos, "malformed exponent in number");
                }
                digits();
            }
        }
        String digits = src.substring(start, pos).replace("_", "");
        char suffix = Character.toLowerCase(peek(0));
        TokenKind kind;
        if (suffix == 'f' && !hex) {
            pos++;
            kind = TokenKind.FLOAT_LIT;
        } else if (suffix == 'd' && !hex) {
            pos++;
            kind = TokenKind.DOUBLE_LIT;
        } else if (floating) {
            kind = TokenKind.DOUBLE_LIT;
        } else if (suffix == 'n') {
            pos++;
            kind = TokenKind.INT_LIT;
        } else if (suffix == 'l') {
            pos++;
            kind = TokenKind.LONG_LIT;
        } else if (suffix == 'u' || suffix == 's' || suffix == 'y') {
            throw error(pos, "unsigned, short and byte literals are not supported by x10lite");
        } else {
            kind = TokenKind.LONG_LIT;
        }
        if (pos < src.length() && Character.isJavaIdentifierPart(src.charAt(pos))) {
            throw error(pos, "unexpected character '" + printable(src.charAt(pos)) + "' in number");
        }
        return new Token(kind, digits, line, start - lineStart + 1, start, pos - start);
    }

    private void digits() {
        while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '_')) {
            pos++;
        }
    }

    private Token string(int start) {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= src.length() || src.charAt(pos) == '\n') {
                throw error(start, "unterminated string literal");
            }
            char c = src.charAt(pos);
            if (c == '"') {
                pos++;
                break;
            }
            sb.append(c == '\\' ? escape() : c);
            if (c != '\\') {
                pos++;
            }
        }
        return new Token(TokenKind.STRING_LIT, sb.toString(), line, start - lineStart + 1, start, pos - start);
    }

    private Token character(int start) {
        pos++;
        if (pos >= src.length() || src.charAt(pos) == '\n' || src.charAt(pos) == '\'') {
            throw error(start, "malformed character literal");
        }
        char value;
        if (src.charAt(pos) == '\\') {
            value = escape();
        } else {
            value = src.charAt(pos++);
        }
        if (peek(0) != '\'') {
            throw error(start, "unterminated character literal");
        }
        pos++;
        return new Token(TokenKind.CHAR_LIT, String.valueOf(value), line, start - lineStart + 1, start, pos - start);
    }

    /** Decodes the escape sequence at pos (which holds the backslash) and moves past it. */
    private char escape() {
        int at = pos;
        pos++;
        if (pos >= src.length()) {
            throw error(at, "unterminated escape sequence");
        }
        char c = src.charAt(pos++);
        switch (c) {
            case 'n': return '\n';
            case 't': return '\t';
            case 'r': return '\r';
            case 'b': return '\b';
            case 'f': return '\f';
            case '0': return '\0';
            case '\\': return '\\';
            case '\'': return '\'';
            case '"': return '"';
            case 'u': {
                if (pos + 4 > src.length()) {
                    throw error(at, "malformed unicode escape");
                }
                try {
                    char v = (char) Integer.parseInt(src.substring(pos, pos + 4), 16);
                    pos += 4;
                    return v;
                } catch (NumberFormatException e) {
                    throw error(at, "malformed unicode escape");
                }
            }
            default:
                throw error(at, "unknown escape sequence '\\" + printable(c) + "'");
        }
    }
}
