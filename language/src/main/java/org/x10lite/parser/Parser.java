package org.x10lite.parser;

import org.x10lite.parser.Tree.CompilationUnit;
import org.x10lite.parser.Tree.Expr;

/**
 * A hand-written recursive-descent parser for the x10lite subset of X10 2.6. It stops at the
 * first error with a precise position; constructs of X10 that x10lite does not support are
 * recognised and rejected by name rather than misread. The grammar is split by job into
 * {@link DeclarationParser}, {@link StatementParser} and {@link ExpressionParser}, which share
 * one {@link TokenCursor}.
 */
public final class Parser {
    /** The tokens and the parse position, shared by the three parsers below. */
    final TokenCursor cursor;
    final DeclarationParser declarations;
    final StatementParser statements;
    final ExpressionParser expressions;

    public Parser(String source) {
        this.cursor = new TokenCursor(new Lexer(source).tokenize());
        this.declarations = new DeclarationParser(this);
        this.statements = new StatementParser(this);
        this.expressions = new ExpressionParser(this);
    }

    public static CompilationUnit parse(String source) {
        return new Parser(source).compilationUnit();
    }

    public CompilationUnit compilationUnit() {
        return declarations.compilationUnit();
    }

    public Expr expression() {
        return expressions.expression();
    }
}
