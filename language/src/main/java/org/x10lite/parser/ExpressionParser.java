package org.x10lite.parser;

import static org.x10lite.parser.TokenCursor.error;
import static org.x10lite.parser.TokenCursor.unsupported;
import static org.x10lite.parser.TokenKind.*;

import java.util.ArrayList;
import java.util.List;

import org.x10lite.parser.Tree.*;

/**
 * The expressions, for a {@link Parser}: assignments, {@code ?:}, the binary operators by
 * precedence level, unary and postfix operators, primaries, {@code new} and closures. Separate
 * from the statement and declaration grammars, which it calls for closure bodies, parameters and types.
 */
final class ExpressionParser {
    /** For the declaration parser (types, closure parameters) and the statement parser (closure bodies). */
    private final Parser parser;
    private final TokenCursor cursor;

    ExpressionParser(Parser parser) {
        this.parser = parser;
        this.cursor = parser.cursor;
    }

    Expr expression() {
        Expr left = conditional();
        if (isAssignOp(cursor.peek().kind())) {
            Token op = cursor.advance();
            requirePlace(left, "the left-hand side of " + op.kind().describe());
            Expr right = expression();
            return new Assign(left.pos().to(right.pos()), op.kind(), left, right);
        }
        return left;
    }

    /**
     * Reports {@code e} unless it names a place a value can be stored in: a variable, a field, or
     * a Rail element. The parser reads {@code o.f(i)} as a call; it is a place when {@code f} is
     * a field holding a Rail, which only the translator can tell.
     */
    private static void requirePlace(Expr e, String what) {
        if (!(e instanceof Name || e instanceof FieldAccess || e instanceof Apply || e instanceof Call)) {
            throw new SyntaxError(e.pos().line(), e.pos().column(), what + " cannot be assigned to");
        }
    }

    private static boolean isAssignOp(TokenKind k) {
        return switch (k) {
            case ASSIGN, PLUS_ASSIGN, MINUS_ASSIGN, STAR_ASSIGN, SLASH_ASSIGN, PERCENT_ASSIGN, AMP_ASSIGN, BAR_ASSIGN,
                 CARET_ASSIGN, SHL_ASSIGN, SHR_ASSIGN, USHR_ASSIGN -> true;
            default -> false;
        };
    }

    private Expr conditional() {
        Expr c = binary(0);
        if (cursor.at(QUESTION)) {
            cursor.advance();
            Expr a = expression();
            cursor.expect(COLON, "in a conditional expression '?:'");
            Expr b = conditional();
            return new Conditional(c.pos().to(b.pos()), c, a, b);
        }
        return c;
    }

    /** Binary operator levels, loosest first; X10 puts '..' just above the multiplicative operators. */
    private static final TokenKind[][] LEVELS = {
        {OROR}, {ANDAND}, {BAR}, {CARET}, {AMP}, {EQ, NE}, {LT, GT, LE, GE, INSTANCEOF}, {SHL, SHR, USHR},
        {PLUS, MINUS}, {STAR, SLASH, PERCENT}, {RANGE},
    };

    private Expr binary(int level) {
        if (level == LEVELS.length) {
            return unary();
        }
        Expr left = binary(level + 1);
        while (true) {
            TokenKind k = cursor.peek().kind();
            boolean match = false;
            for (TokenKind op : LEVELS[level]) {
                match |= op == k;
            }
            if (!match) {
                return left;
            }
            Token op = cursor.advance();
            if (k == INSTANCEOF) {
                TypeRef t = parser.declarations.type();
                left = new InstanceOf(left.pos().to(t.pos()), left, t);
            } else {
                Expr right = binary(level + 1);
                left = new Binary(left.pos().to(right.pos()), k, left, right);
            }
        }
    }

    private Expr unary() {
        Token t = cursor.peek();
        switch (t.kind()) {
            case MINUS, PLUS, BANG, TILDE -> {
                cursor.advance();
                Expr operand = unary();
                return new Unary(Pos.of(t).to(operand.pos()), t.kind(), operand);
            }
            case PLUSPLUS, MINUSMINUS -> {
                cursor.advance();
                Expr operand = unary();
                requirePlace(operand, "the operand of " + t.kind().describe());
                return new IncDec(Pos.of(t).to(operand.pos()), t.is(PLUSPLUS), true, operand);
            }
            default -> {
                return postfix(primary());
            }
        }
    }

    private Expr postfix(Expr e) {
        while (true) {
            Token t = cursor.peek();
            switch (t.kind()) {
                case DOT -> {
                    cursor.advance();
                    if (cursor.at(THIS) && e instanceof Name n) {
                        Token th = cursor.advance();
                        e = new OuterThis(n.pos().to(Pos.of(th)), n.name());
                        continue;
                    }
                    Token name = cursor.expect(IDENT, "after '.'");
                    if (cursor.at(LBRACKET) && isGenericCall()) {
                        throw unsupported(cursor.peek(), "calling a generic method with explicit type arguments");
                    }
                    if (cursor.at(LPAREN)) {
                        List<Expr> args = arguments();
                        e = new Call(Pos.of(name).to(Pos.of(cursor.tokens.get(cursor.index - 1))), e, name.text(), args);
                    } else {
                        // reported at the member name; the source section spans the whole access
                        Pos whole = e.pos().to(Pos.of(name));
                        e = new FieldAccess(new Pos(name.line(), name.column(), whole.offset(), whole.length()), e, name.text());
                    }
                }
                case LPAREN -> {
                    List<Expr> args = arguments();
                    Pos p = e.pos().to(Pos.of(cursor.tokens.get(cursor.index - 1)));
                    if (e instanceof Name n) {
                        e = new Call(p, null, n.name(), args);
                    } else {
                        e = new Apply(p, e, args);
                    }
                }
                case PLUSPLUS, MINUSMINUS -> {
                    cursor.advance();
                    requirePlace(e, "the operand of " + t.kind().describe());
                    e = new IncDec(e.pos().to(Pos.of(t)), t.is(PLUSPLUS), false, e);
                }
                case AS -> {
                    cursor.advance();
                    TypeRef type = parser.declarations.type();
                    e = new Cast(e.pos().to(type.pos()), e, type);
                }
                default -> {
                    return e;
                }
            }
        }
    }

    private boolean isGenericCall() {
        int depth = 0;
        for (int i = cursor.index; i < cursor.tokens.size(); i++) {
            TokenKind k = cursor.tokens.get(i).kind();
            if (k == LBRACKET) {
                depth++;
            } else if (k == RBRACKET && --depth == 0) {
                return cursor.tokens.get(i + 1).is(LPAREN);
            } else if (k == EOF || k == SEMI) {
                return false;
            }
        }
        return false;
    }

    private List<Expr> arguments() {
        Token open = cursor.expect(LPAREN, "to open the argument list");
        List<Expr> args = new ArrayList<>();
        if (!cursor.at(RPAREN)) {
            do {
                args.add(expression());
            } while (cursor.accept(COMMA));
        }
        if (!cursor.at(RPAREN)) {
            throw error(cursor.peek(), "expected ')' or ',' in the argument list opened at " + open.line() + ":" + open.column() + ", found " + cursor.peek().describe());
        }
        cursor.advance();
        return args;
    }

    private Expr primary() {
        Token t = cursor.peek();
        Pos p = Pos.of(t);
        switch (t.kind()) {
            case LONG_LIT, INT_LIT, DOUBLE_LIT, FLOAT_LIT, CHAR_LIT, STRING_LIT, TRUE, FALSE, NULL -> {
                cursor.advance();
                return new Literal(p, t.kind(), t.text());
            }
            case IDENT -> {
                cursor.advance();
                if (cursor.at(ARROW)) {
                    throw error(cursor.peek(), "closure parameters must be in parentheses, e.g. (x:Long) => ...");
                }
                return new Name(p, t.text());
            }
            case THIS -> {
                cursor.advance();
                return new This(p);
            }
            case HERE -> {
                cursor.advance();
                return new Here(p);
            }
            case SUPER -> throw unsupported(t, "'super' (inheritance)");
            case SELF -> throw unsupported(t, "'self' (constrained types)");
            case NEW -> {
                return newExpression();
            }
            case LBRACKET -> {
                cursor.advance();
                List<Expr> elems = new ArrayList<>();
                if (!cursor.at(RBRACKET)) {
                    do {
                        elems.add(expression());
                    } while (cursor.accept(COMMA));
                }
                cursor.expect(RBRACKET, "to close the Rail literal");
                return new RailLiteral(cursor.since(p), elems);
            }
            case LPAREN -> {
                if (closureAhead()) {
                    return closure();
                }
                cursor.advance();
                Expr e = expression();
                cursor.expect(RPAREN, "to close the parenthesized expression");
                return e;
            }
            case AT -> throw unsupported(t, "'at' (places)");
            case EOF -> throw error(t, "unexpected end of file: expected an expression");
            default -> throw error(t, "expected an expression, found " + t.describe());
        }
    }

    private Expr newExpression() {
        Pos p = cursor.pos();
        cursor.advance();
        TypeRef type = parser.declarations.type();
        if (type instanceof NamedType nt && (nt.name().equals("Rail") || nt.name().equals("x10.lang.Rail"))) {
            if (nt.args().size() != 1) {
                throw new SyntaxError(nt.pos().line(), nt.pos().column(), "Rail needs one element type, e.g. new Rail[Long](n)");
            }
            List<Expr> args = arguments();
            return new NewRail(cursor.since(p), nt.args().get(0), args);
        }
        if (!cursor.at(LPAREN)) {
            throw error(cursor.peek(), "expected '(' after 'new " + typeName(type) + "', found " + cursor.peek().describe());
        }
        List<Expr> args = arguments();
        if (cursor.at(LBRACE)) {
            throw unsupported(cursor.peek(), "an anonymous class");
        }
        return new New(cursor.since(p), type, args);
    }

    private static String typeName(TypeRef t) {
        return t instanceof NamedType nt ? nt.name() : "function type";
    }

    /** Is the parenthesis at the cursor the parameter list of a closure? Looks for {@code ) =>} or {@code ) : T =>}. */
    private boolean closureAhead() {
        int depth = 0;
        for (int i = cursor.index; i < cursor.tokens.size(); i++) {
            TokenKind k = cursor.tokens.get(i).kind();
            if (k == LPAREN) {
                depth++;
            } else if (k == RPAREN) {
                if (--depth == 0) {
                    TokenKind next = cursor.tokens.get(i + 1).kind();
                    if (next == ARROW) {
                        return true;
                    }
                    if (next != COLON) {
                        return false;
                    }
                    // ") : Type =>": scan the result type up to '=>'
                    for (int j = i + 2; j < cursor.tokens.size(); j++) {
                        TokenKind m = cursor.tokens.get(j).kind();
                        if (m == ARROW) {
                            return true;
                        }
                        if (m != IDENT && m != VOID && m != DOT && m != LBRACKET && m != RBRACKET && m != COMMA) {
                            return false;
                        }
                    }
                    return false;
                }
            } else if (k == EOF || k == SEMI || k == LBRACE || k == RBRACE) {
                return false;
            }
        }
        return false;
    }

    private Expr closure() {
        Pos p = cursor.pos();
        cursor.expect(LPAREN, "");
        List<Param> params = new ArrayList<>();
        if (!cursor.at(RPAREN)) {
            do {
                params.add(parser.declarations.param());
            } while (cursor.accept(COMMA));
        }
        cursor.expect(RPAREN, "to close the closure's parameters");
        TypeRef result = cursor.accept(COLON) ? parser.declarations.type() : null;
        cursor.expect(ARROW, "in a closure");
        if (cursor.at(LBRACE)) {
            Block b = parser.statements.block();
            return new Closure(cursor.since(p), params, result, null, b);
        }
        Expr body = expression();
        return new Closure(cursor.since(p), params, result, body, null);
    }
}
