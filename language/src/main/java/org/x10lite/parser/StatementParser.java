package org.x10lite.parser;

import static org.x10lite.parser.TokenCursor.error;
import static org.x10lite.parser.TokenCursor.unsupported;
import static org.x10lite.parser.TokenKind.*;

import java.util.ArrayList;
import java.util.List;

import org.x10lite.parser.Tree.*;

/**
 * The statements, for a {@link Parser}: blocks, local declarations, the loops and other control
 * flow, {@code finish}, {@code async}, {@code atomic}/{@code when}, {@code try} and {@code throw}.
 * Separate from the expression and declaration grammars, which it calls for the expressions and
 * types inside statements.
 */
final class StatementParser {
    /** For the expression parser and the declaration parser (types, annotations). */
    private final Parser parser;
    private final TokenCursor cursor;

    StatementParser(Parser parser) {
        this.parser = parser;
        this.cursor = parser.cursor;
    }

    Block block() {
        Pos p = cursor.pos();
        Token open = cursor.expect(LBRACE, "to open a block");
        List<Stmt> stmts = new ArrayList<>();
        while (!cursor.at(RBRACE)) {
            if (cursor.at(EOF)) {
                throw error(cursor.peek(), "unexpected end of file: the block opened at " + open.line() + ":" + open.column() + " is not closed (missing '}')");
            }
            stmts.add(statement());
        }
        cursor.advance();
        return new Block(cursor.since(p), stmts);
    }

    private Stmt statement() {
        Token t = cursor.peek();
        Pos p = Pos.of(t);
        switch (t.kind()) {
            case LBRACE:
                return block();
            case SEMI:
                cursor.advance();
                return new Empty(p);
            case VAL:
            case VAR:
                return localDecl();
            case ANNOT:
                parser.declarations.annotations();
                return statement();
            case IF: {
                cursor.advance();
                cursor.expect(LPAREN, "after 'if'");
                Expr c = parser.expressions.expression();
                cursor.expect(RPAREN, "to close the condition of 'if'");
                Stmt then = statement();
                Stmt otherwise = cursor.accept(ELSE) ? statement() : null;
                return new If(cursor.since(p), c, then, otherwise);
            }
            case WHILE: {
                cursor.advance();
                cursor.expect(LPAREN, "after 'while'");
                Expr c = parser.expressions.expression();
                cursor.expect(RPAREN, "to close the condition of 'while'");
                Stmt body = statement();
                return new While(cursor.since(p), c, body);
            }
            case DO: {
                cursor.advance();
                Stmt body = statement();
                cursor.expect(WHILE, "after the body of 'do'");
                cursor.expect(LPAREN, "after 'while'");
                Expr c = parser.expressions.expression();
                cursor.expect(RPAREN, "to close the condition of 'do ... while'");
                cursor.expect(SEMI, "after 'do ... while (...)'");
                return new DoWhile(cursor.since(p), body, c);
            }
            case FOR:
                return forStatement();
            case BREAK:
                cursor.advance();
                if (cursor.at(IDENT)) {
                    throw unsupported(cursor.peek(), "a labelled 'break'");
                }
                cursor.expect(SEMI, "after 'break'");
                return new Break(cursor.since(p));
            case CONTINUE:
                cursor.advance();
                if (cursor.at(IDENT)) {
                    throw unsupported(cursor.peek(), "a labelled 'continue'");
                }
                cursor.expect(SEMI, "after 'continue'");
                return new Continue(cursor.since(p));
            case RETURN: {
                cursor.advance();
                Expr v = cursor.at(SEMI) ? null : parser.expressions.expression();
                cursor.expect(SEMI, "after 'return'");
                return new Return(cursor.since(p), v);
            }
            case FINISH: {
                cursor.advance();
                Stmt body = statement();
                return new Finish(cursor.since(p), body);
            }
            case ASYNC: {
                cursor.advance();
                if (cursor.at(CLOCKED)) {
                    throw unsupported(cursor.peek(), "'clocked' (clocks)");
                }
                Stmt body = statement();
                return new Async(cursor.since(p), body);
            }
            case ATOMIC: {
                cursor.advance();
                Stmt body = statement();
                return new Atomic(cursor.since(p), body);
            }
            case WHEN: {
                cursor.advance();
                cursor.expect(LPAREN, "after 'when'");
                Expr c = parser.expressions.expression();
                cursor.expect(RPAREN, "to close the condition of 'when'");
                Stmt body = statement();
                return new When(cursor.since(p), c, body);
            }
            case TRY:
                return tryStatement();
            case THROW: {
                cursor.advance();
                Expr v = parser.expressions.expression();
                cursor.expect(SEMI, "after 'throw'");
                return new Throw(cursor.since(p), v);
            }
            case AT:
                throw unsupported(t, "'at' (places)");
            case ATEACH:
                throw unsupported(t, "'ateach' (places)");
            case ATHOME:
                throw unsupported(t, "'athome' (places)");
            case SWITCH:
                throw unsupported(t, "'switch'");
            case OFFER:
                throw unsupported(t, "'offer' (collecting finish)");
            case CLOCKED:
                throw unsupported(t, "'clocked' (clocks)");
            case CLASS:
                throw unsupported(t, "a local class");
            case TYPE:
                throw unsupported(t, "a local type definition");
            case IDENT:
                if (cursor.peek(1).is(COLON)) {
                    return shortLocalDecl();
                }
                // fall through
            default: {
                Expr e = parser.expressions.expression();
                if (!(e instanceof Assign || e instanceof IncDec || e instanceof Call || e instanceof Apply || e instanceof New)) {
                    throw new SyntaxError(e.pos().line(), e.pos().column(), "not a statement: only assignments, increments, calls and 'new' can stand alone");
                }
                cursor.expect(SEMI, "after the statement");
                return new ExprStmt(cursor.since(p), e);
            }
        }
    }

    private Stmt localDecl() {
        Stmt decls = localDeclNoSemi();
        cursor.expect(SEMI, "after the declaration");
        return decls;
    }

    /** {@code x:T = e;} declares a val, as X10 allows (several: {@code x:T = e, y:T = f;}). */
    private Stmt shortLocalDecl() {
        Stmt decls = shortLocalDeclNoSemi();
        cursor.expect(SEMI, "after the declaration");
        return decls;
    }

    private Stmt forStatement() {
        Pos p = cursor.pos();
        cursor.advance();
        cursor.expect(LPAREN, "after 'for'");
        // for (x in e), for (x:T in e), for (val x in e)
        int save = cursor.index;
        cursor.accept(VAL);
        if (cursor.at(IDENT) && (cursor.peek(1).is(IN) || cursor.peek(1).is(COLON))) {
            int afterName = cursor.index;
            String name = cursor.advance().text();
            TypeRef t = null;
            boolean isForIn = true;
            if (cursor.accept(COLON)) {
                t = parser.declarations.type();
                isForIn = cursor.at(IN);
            }
            if (isForIn && cursor.accept(IN)) {
                Expr iter = parser.expressions.expression();
                cursor.expect(RPAREN, "to close the 'for' header");
                Stmt body = statement();
                return new ForIn(cursor.since(p), name, t, iter, body);
            }
            cursor.index = afterName;
        }
        cursor.index = save;
        // C-style: for (init; cond; update)
        List<Stmt> init = new ArrayList<>();
        if (!cursor.at(SEMI)) {
            if (cursor.at(VAL) || cursor.at(VAR) || (cursor.at(IDENT) && cursor.peek(1).is(COLON))) {
                init.add(cursor.at(IDENT) ? shortLocalDeclNoSemi() : localDeclNoSemi());
            } else {
                Expr first = parser.expressions.expression();
                if (cursor.at(RPAREN)) {
                    // for (a..b) S: iterate a range without a variable
                    cursor.advance();
                    Stmt body = statement();
                    return new ForIn(cursor.since(p), null, null, first, body);
                }
                init.add(new ExprStmt(first.pos(), first));
                while (cursor.accept(COMMA)) {
                    Expr e = parser.expressions.expression();
                    init.add(new ExprStmt(e.pos(), e));
                }
            }
        }
        cursor.expect(SEMI, "after the initialization of 'for'");
        Expr cond = cursor.at(SEMI) ? null : parser.expressions.expression();
        cursor.expect(SEMI, "after the condition of 'for'");
        List<Expr> update = new ArrayList<>();
        if (!cursor.at(RPAREN)) {
            do {
                update.add(parser.expressions.expression());
            } while (cursor.accept(COMMA));
        }
        cursor.expect(RPAREN, "to close the 'for' header");
        Stmt body = statement();
        return new For(cursor.since(p), init, cond, update, body);
    }

    /** {@code val a = 1, b:Long = 2}: one or more declarators sharing val or var. */
    private Stmt localDeclNoSemi() {
        Pos start = cursor.pos();
        boolean isVar = cursor.advance().is(VAR);
        List<LocalDecl> decls = new ArrayList<>();
        do {
            Token name = cursor.expect(IDENT, "as the variable name");
            TypeRef type = cursor.accept(COLON) ? parser.declarations.type() : null;
            Expr init = cursor.accept(ASSIGN) ? parser.expressions.expression() : null;
            if (type == null && init == null) {
                throw error(name, "variable " + name.text() + " needs a type or an initializer");
            }
            decls.add(new LocalDecl(cursor.since(Pos.of(name)), name.text(), isVar, type, init));
        } while (cursor.accept(COMMA));
        return decls.size() == 1 ? decls.get(0) : new Declarations(cursor.since(start), decls);
    }

    private Stmt shortLocalDeclNoSemi() {
        Pos start = cursor.pos();
        List<LocalDecl> decls = new ArrayList<>();
        do {
            Token name = cursor.expect(IDENT, "as the variable name");
            cursor.expect(COLON, "after the variable name " + name.text());
            TypeRef type = parser.declarations.type();
            Expr init = cursor.accept(ASSIGN) ? parser.expressions.expression() : null;
            decls.add(new LocalDecl(cursor.since(Pos.of(name)), name.text(), false, type, init));
        } while (cursor.accept(COMMA));
        return decls.size() == 1 ? decls.get(0) : new Declarations(cursor.since(start), decls);
    }

    private Stmt tryStatement() {
        Pos p = cursor.pos();
        cursor.advance();
        Block body = block();
        List<Catch> catches = new ArrayList<>();
        while (cursor.at(CATCH)) {
            Pos cp = cursor.pos();
            cursor.advance();
            cursor.expect(LPAREN, "after 'catch'");
            cursor.accept(VAL);
            String name = cursor.ident("as the name of the caught exception");
            cursor.expect(COLON, "after the name of the caught exception");
            TypeRef t = parser.declarations.type();
            cursor.expect(RPAREN, "to close 'catch'");
            catches.add(new Catch(cp, name, t, block()));
        }
        Block fin = cursor.accept(FINALLY) ? block() : null;
        if (catches.isEmpty() && fin == null) {
            throw error(cursor.peek(), "expected 'catch' or 'finally' after the body of 'try', found " + cursor.peek().describe());
        }
        return new Try(cursor.since(p), body, catches, fin);
    }
}
