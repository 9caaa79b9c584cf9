package org.x10lite.parser;

import static org.x10lite.parser.TokenKind.*;

import java.util.ArrayList;
import java.util.List;

import org.x10lite.parser.Tree.*;

/**
 * A hand-written recursive-descent parser for the x10lite subset of X10 2.6. It stops at the
 * first error with a precise position; constructs of X10 that x10lite does not support are
 * recognised and rejected by name rather than misread.
 */
public final class Parser {
    private final List<Token> tokens;
    private int index;

    public Parser(String source) {
        this.tokens = new Lexer(source).tokenize();
    }

    public static CompilationUnit parse(String source) {
        return new Parser(source).compilationUnit();
    }

    // ---- token helpers ----

    private Token peek() {
        return tokens.get(index);
    }

    private Token peek(int ahead) {
        return tokens.get(Math.min(index + ahead, tokens.size() - 1));
    }

    private boolean at(TokenKind k) {
        return peek().kind() == k;
    }

    private Token advance() {
        Token t = peek();
        if (t.kind() != EOF) {
            index++;
        }
        return t;
    }

    private boolean accept(TokenKind k) {
        if (at(k)) {
            advance();
            return true;
        }
        return false;
    }

    private Token expect(TokenKind k, String context) {
        if (!at(k)) {
            throw error(peek(), "expected " + k.describe() + " " + context + ", found " + peek().describe());
        }
        return advance();
    }

    private String ident(String context) {
        return expect(IDENT, context).text();
    }

    private static SyntaxError error(Token t, String message) {
        return new SyntaxError(t.line(), t.column(), message);
    }

    private static SyntaxError unsupported(Token t, String what) {
        return new SyntaxError(t.line(), t.column(), what + " is not supported by x10lite");
    }

    private Pos pos() {
        return Pos.of(peek());
    }

    private Pos since(Pos start) {
        Token last = tokens.get(Math.max(0, index - 1));
        return start.to(Pos.of(last));
    }

    // ---- compilation unit ----

    public CompilationUnit compilationUnit() {
        if (accept(PACKAGE)) {
            qualifiedName();
            expect(SEMI, "after the package name");
        }
        while (at(IMPORT)) {
            advance();
            qualifiedName();
            if (accept(DOT)) {
                expect(STAR, "in an import on demand");
            }
            expect(SEMI, "after the import");
        }
        List<ClassDecl> classes = new ArrayList<>();
        while (!at(EOF)) {
            classes.add(classDecl());
        }
        return new CompilationUnit(classes);
    }

    private String qualifiedName() {
        StringBuilder sb = new StringBuilder(ident("(a name)"));
        while (at(DOT) && peek(1).is(IDENT)) {
            advance();
            sb.append('.').append(advance().text());
        }
        return sb.toString();
    }

    private void annotations() {
        while (at(ANNOT)) {
            advance();
            qualifiedName();
            if (at(LPAREN)) {
                skipBalanced(LPAREN, RPAREN);
            }
        }
    }

    private void skipBalanced(TokenKind open, TokenKind close) {
        Token start = expect(open, "");
        int depth = 1;
        while (depth > 0) {
            if (at(EOF)) {
                throw error(start, "unbalanced " + open.describe());
            }
            Token t = advance();
            if (t.is(open)) {
                depth++;
            } else if (t.is(close)) {
                depth--;
            }
        }
    }

    private Modifiers modifiers() {
        boolean isStatic = false;
        boolean isPublic = false;
        while (true) {
            annotations();
            switch (peek().kind()) {
                case STATIC -> isStatic = true;
                case PUBLIC -> isPublic = true;
                case PRIVATE, PROTECTED, FINAL, ABSTRACT, TRANSIENT -> {
                }
                case NATIVE -> throw unsupported(peek(), "'native'");
                case CLOCKED -> throw unsupported(peek(), "'clocked' (clocks)");
                default -> {
                    return new Modifiers(isStatic, isPublic);
                }
            }
            advance();
        }
    }

    private ClassDecl classDecl() {
        Modifiers mods = modifiers();
        Token kw = peek();
        switch (kw.kind()) {
            case CLASS -> advance();
            case STRUCT -> throw unsupported(kw, "'struct' (structs are Tier 2)");
            case INTERFACE -> throw unsupported(kw, "'interface' (interfaces are Tier 2)");
            default -> throw error(kw, "expected a class declaration, found " + kw.describe());
        }
        Token nameTok = expect(IDENT, "after 'class'");
        if (at(LBRACKET)) {
            throw unsupported(peek(), "a generic class");
        }
        if (at(LPAREN)) {
            throw unsupported(peek(), "a class with properties");
        }
        if (at(EXTENDS)) {
            throw unsupported(peek(), "'extends' (inheritance is Tier 2)");
        }
        if (at(IMPLEMENTS)) {
            throw unsupported(peek(), "'implements' (interfaces are Tier 2)");
        }
        Pos pos = Pos.of(nameTok);
        expect(LBRACE, "to open the body of class " + nameTok.text());
        List<FieldDecl> fields = new ArrayList<>();
        List<MethodDecl> methods = new ArrayList<>();
        List<MethodDecl> ctors = new ArrayList<>();
        List<ClassDecl> inner = new ArrayList<>();
        while (!at(RBRACE)) {
            if (at(EOF)) {
                throw error(peek(), "unexpected end of file: class " + nameTok.text() + " is not closed (missing '}')");
            }
            if (accept(SEMI)) {
                continue;
            }
            int save = index;
            Modifiers m = modifiers();
            switch (peek().kind()) {
                case CLASS, STRUCT, INTERFACE -> {
                    index = save;
                    inner.add(classDecl());
                }
                case VAL, VAR -> {
                    boolean isVar = advance().is(VAR);
                    fields.add(fieldRest(m, isVar));
                }
                case IDENT -> fields.add(fieldRest(m, false));
                case DEF -> {
                    MethodDecl md = methodDecl(m);
                    (md.name().equals("this") ? ctors : methods).add(md);
                }
                case PROPERTY -> throw unsupported(peek(), "'property'");
                case TYPE -> throw unsupported(peek(), "a type definition");
                case OPERATOR -> throw unsupported(peek(), "operator definitions");
                default -> throw error(peek(), "expected a field, method or constructor declaration, found " + peek().describe());
            }
        }
        advance();
        return new ClassDecl(pos, nameTok.text(), mods, fields, methods, ctors, inner);
    }

    private FieldDecl fieldRest(Modifiers mods, boolean isVar) {
        Token name = expect(IDENT, "as the field name");
        TypeRef type = accept(COLON) ? type() : null;
        Expr init = accept(ASSIGN) ? expression() : null;
        if (type == null && init == null) {
            throw error(name, "field " + name.text() + " needs a type or an initializer");
        }
        expect(SEMI, "after the field declaration");
        return new FieldDecl(Pos.of(name), name.text(), mods, isVar, type, init);
    }

    private MethodDecl methodDecl(Modifiers mods) {
        expect(DEF, "");
        Token name = peek();
        if (name.is(THIS)) {
            advance();
        } else if (name.is(OPERATOR)) {
            throw unsupported(name, "operator definitions");
        } else {
            expect(IDENT, "as the method name");
        }
        if (at(LBRACKET)) {
            throw unsupported(peek(), "a generic method");
        }
        expect(LPAREN, "to open the parameter list of " + name.text());
        List<Param> params = new ArrayList<>();
        if (!at(RPAREN)) {
            do {
                params.add(param());
            } while (accept(COMMA));
        }
        expect(RPAREN, "to close the parameter list of " + name.text());
        TypeRef result = accept(COLON) ? type() : null;
        if (at(THROWS)) {
            advance();
            do {
                type();
            } while (accept(COMMA));
        }
        Stmt body;
        boolean exprBodied = false;
        if (accept(ASSIGN)) {
            Pos p = pos();
            Expr e = expression();
            expect(SEMI, "after the method's expression body");
            body = new Return(p, e);
            exprBodied = true;
        } else if (at(LBRACE)) {
            body = block();
        } else {
            throw error(peek(), "expected the body of " + name.text() + " ('{' or '='), found " + peek().describe());
        }
        return new MethodDecl(Pos.of(name), name.text(), mods, params, result, body, exprBodied);
    }

    private Param param() {
        Pos p = pos();
        accept(VAL);
        accept(VAR);
        if (at(IDENT) && peek(1).is(COLON)) {
            String name = advance().text();
            advance();
            return new Param(p, name, type());
        }
        return new Param(p, null, type());
    }

    // ---- types ----

    private TypeRef type() {
        Pos p = pos();
        TypeRef t;
        if (at(LPAREN)) {
            advance();
            List<TypeRef> params = new ArrayList<>();
            if (!at(RPAREN)) {
                do {
                    if (at(IDENT) && peek(1).is(COLON)) {
                        advance();
                        advance();
                    }
                    params.add(type());
                } while (accept(COMMA));
            }
            expect(RPAREN, "in a function type");
            if (!at(ARROW)) {
                if (params.size() == 1) {
                    return params.get(0);
                }
                throw error(peek(), "expected '=>' in a function type, found " + peek().describe());
            }
            advance();
            t = new FunctionTypeRef(since(p), params, type());
        } else if (at(VOID)) {
            advance();
            t = new NamedType(since(p), "void", List.of());
        } else {
            String name = qualifiedName();
            List<TypeRef> args = new ArrayList<>();
            if (at(LBRACKET)) {
                advance();
                do {
                    args.add(type());
                } while (accept(COMMA));
                expect(RBRACKET, "to close the type arguments of " + name);
            }
            t = new NamedType(since(p), name, args);
        }
        if (at(LBRACE) && peek(1).is(SELF)) {
            throw unsupported(peek(), "a constrained type");
        }
        if (at(QUESTION) && !startsExpression(peek(1))) {
            throw unsupported(peek(), "a nullable type annotation");
        }
        return t;
    }

    private static boolean startsExpression(Token t) {
        return switch (t.kind()) {
            case IDENT, LONG_LIT, INT_LIT, DOUBLE_LIT, FLOAT_LIT, CHAR_LIT, STRING_LIT, LPAREN, THIS, NEW, TRUE, FALSE,
                 NULL, MINUS, BANG, LBRACKET -> true;
            default -> false;
        };
    }

    // ---- statements ----

    private Block block() {
        Pos p = pos();
        Token open = expect(LBRACE, "to open a block");
        List<Stmt> stmts = new ArrayList<>();
        while (!at(RBRACE)) {
            if (at(EOF)) {
                throw error(peek(), "unexpected end of file: the block opened at " + open.line() + ":" + open.column() + " is not closed (missing '}')");
            }
            stmts.add(statement());
        }
        advance();
        return new Block(since(p), stmts);
    }

    private Stmt statement() {
        Token t = peek();
        Pos p = Pos.of(t);
        switch (t.kind()) {
            case LBRACE:
                return block();
            case SEMI:
                advance();
                return new Empty(p);
            case VAL:
            case VAR:
                return localDecl();
            case ANNOT:
                annotations();
                return statement();
            case IF: {
                advance();
                expect(LPAREN, "after 'if'");
                Expr c = expression();
                expect(RPAREN, "to close the condition of 'if'");
                Stmt then = statement();
                Stmt otherwise = accept(ELSE) ? statement() : null;
                return new If(p, c, then, otherwise);
            }
            case WHILE: {
                advance();
                expect(LPAREN, "after 'while'");
                Expr c = expression();
                expect(RPAREN, "to close the condition of 'while'");
                return new While(p, c, statement());
            }
            case DO: {
                advance();
                Stmt body = statement();
                expect(WHILE, "after the body of 'do'");
                expect(LPAREN, "after 'while'");
                Expr c = expression();
                expect(RPAREN, "to close the condition of 'do ... while'");
                expect(SEMI, "after 'do ... while (...)'");
                return new DoWhile(p, body, c);
            }
            case FOR:
                return forStatement();
            case BREAK:
                advance();
                if (at(IDENT)) {
                    throw unsupported(peek(), "a labelled 'break'");
                }
                expect(SEMI, "after 'break'");
                return new Break(p);
            case CONTINUE:
                advance();
                if (at(IDENT)) {
                    throw unsupported(peek(), "a labelled 'continue'");
                }
                expect(SEMI, "after 'continue'");
                return new Continue(p);
            case RETURN: {
                advance();
                Expr v = at(SEMI) ? null : expression();
                expect(SEMI, "after 'return'");
                return new Return(p, v);
            }
            case FINISH:
                advance();
                return new Finish(p, statement());
            case ASYNC:
                advance();
                if (at(CLOCKED)) {
                    throw unsupported(peek(), "'clocked' (clocks)");
                }
                return new Async(p, statement());
            case ATOMIC:
                advance();
                return new Atomic(p, statement());
            case WHEN: {
                advance();
                expect(LPAREN, "after 'when'");
                Expr c = expression();
                expect(RPAREN, "to close the condition of 'when'");
                return new When(p, c, statement());
            }
            case TRY:
                return tryStatement();
            case THROW: {
                advance();
                Expr v = expression();
                expect(SEMI, "after 'throw'");
                return new Throw(p, v);
            }
            case AT:
                throw unsupported(t, "'at' (places are Tier 2)");
            case ATEACH:
                throw unsupported(t, "'ateach' (places are Tier 2)");
            case ATHOME:
                throw unsupported(t, "'athome' (places are Tier 2)");
            case SWITCH:
                throw unsupported(t, "'switch'");
            case OFFER:
                throw unsupported(t, "'offer' (collecting finish is Tier 2)");
            case CLOCKED:
                throw unsupported(t, "'clocked' (clocks are Tier 2)");
            case CLASS:
                throw unsupported(t, "a local class");
            case TYPE:
                throw unsupported(t, "a local type definition");
            case IDENT:
                if (peek(1).is(COLON)) {
                    return shortLocalDecl();
                }
                // fall through
            default: {
                Expr e = expression();
                if (!(e instanceof Assign || e instanceof IncDec || e instanceof Call || e instanceof Apply || e instanceof New)) {
                    throw new SyntaxError(e.pos().line(), e.pos().column(), "not a statement: only assignments, increments, calls and 'new' can stand alone");
                }
                expect(SEMI, "after the statement");
                return new ExprStmt(p, e);
            }
        }
    }

    private Stmt localDecl() {
        Stmt decls = localDeclNoSemi();
        expect(SEMI, "after the declaration");
        return decls;
    }

    /** {@code x:T = e;} declares a val, as X10 allows (several: {@code x:T = e, y:T = f;}). */
    private Stmt shortLocalDecl() {
        Stmt decls = shortLocalDeclNoSemi();
        expect(SEMI, "after the declaration");
        return decls;
    }

    private Stmt forStatement() {
        Pos p = pos();
        advance();
        expect(LPAREN, "after 'for'");
        // for (x in e), for (x:T in e), for (val x in e)
        int save = index;
        accept(VAL);
        if (at(IDENT) && (peek(1).is(IN) || peek(1).is(COLON))) {
            int afterName = index;
            String name = advance().text();
            TypeRef t = null;
            boolean isForIn = true;
            if (accept(COLON)) {
                t = type();
                isForIn = at(IN);
            }
            if (isForIn && accept(IN)) {
                Expr iter = expression();
                expect(RPAREN, "to close the 'for' header");
                return new ForIn(p, name, t, iter, statement());
            }
            index = afterName;
        }
        index = save;
        // C-style: for (init; cond; update)
        List<Stmt> init = new ArrayList<>();
        if (!at(SEMI)) {
            if (at(VAL) || at(VAR) || (at(IDENT) && peek(1).is(COLON))) {
                init.add(at(IDENT) ? shortLocalDeclNoSemi() : localDeclNoSemi());
            } else {
                Expr first = expression();
                if (at(RPAREN)) {
                    // for (a..b) S: iterate a range without a variable
                    advance();
                    return new ForIn(p, null, null, first, statement());
                }
                init.add(new ExprStmt(first.pos(), first));
                while (accept(COMMA)) {
                    Expr e = expression();
                    init.add(new ExprStmt(e.pos(), e));
                }
            }
        }
        expect(SEMI, "after the initialization of 'for'");
        Expr cond = at(SEMI) ? null : expression();
        expect(SEMI, "after the condition of 'for'");
        List<Expr> update = new ArrayList<>();
        if (!at(RPAREN)) {
            do {
                update.add(expression());
            } while (accept(COMMA));
        }
        expect(RPAREN, "to close the 'for' header");
        return new For(p, init, cond, update, statement());
    }

    /** {@code val a = 1, b:Long = 2}: one or more declarators sharing val or var. */
    private Stmt localDeclNoSemi() {
        Pos start = pos();
        boolean isVar = advance().is(VAR);
        List<LocalDecl> decls = new ArrayList<>();
        do {
            Token name = expect(IDENT, "as the variable name");
            TypeRef type = accept(COLON) ? type() : null;
            Expr init = accept(ASSIGN) ? expression() : null;
            if (type == null && init == null) {
                throw error(name, "variable " + name.text() + " needs a type or an initializer");
            }
            decls.add(new LocalDecl(Pos.of(name), name.text(), isVar, type, init));
        } while (accept(COMMA));
        return decls.size() == 1 ? decls.get(0) : new Declarations(since(start), decls);
    }

    private Stmt shortLocalDeclNoSemi() {
        Pos start = pos();
        List<LocalDecl> decls = new ArrayList<>();
        do {
            Token name = expect(IDENT, "as the variable name");
            expect(COLON, "after the variable name " + name.text());
            TypeRef type = type();
            Expr init = accept(ASSIGN) ? expression() : null;
            decls.add(new LocalDecl(Pos.of(name), name.text(), false, type, init));
        } while (accept(COMMA));
        return decls.size() == 1 ? decls.get(0) : new Declarations(since(start), decls);
    }

    private Stmt tryStatement() {
        Pos p = pos();
        advance();
        Block body = block();
        List<Catch> catches = new ArrayList<>();
        while (at(CATCH)) {
            Pos cp = pos();
            advance();
            expect(LPAREN, "after 'catch'");
            accept(VAL);
            String name = ident("as the name of the caught exception");
            expect(COLON, "after the name of the caught exception");
            TypeRef t = type();
            expect(RPAREN, "to close 'catch'");
            catches.add(new Catch(cp, name, t, block()));
        }
        Block fin = accept(FINALLY) ? block() : null;
        if (catches.isEmpty() && fin == null) {
            throw error(peek(), "expected 'catch' or 'finally' after the body of 'try', found " + peek().describe());
        }
        return new Try(p, body, catches, fin);
    }

    // ---- expressions ----

    public Expr expression() {
        Expr left = conditional();
        if (isAssignOp(peek().kind())) {
            Token op = advance();
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
        if (at(QUESTION)) {
            advance();
            Expr a = expression();
            expect(COLON, "in a conditional expression '?:'");
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
            TokenKind k = peek().kind();
            boolean match = false;
            for (TokenKind op : LEVELS[level]) {
                match |= op == k;
            }
            if (!match) {
                return left;
            }
            Token op = advance();
            if (k == INSTANCEOF) {
                TypeRef t = type();
                left = new InstanceOf(left.pos().to(t.pos()), left, t);
            } else {
                Expr right = binary(level + 1);
                left = new Binary(left.pos().to(right.pos()), k, left, right);
            }
        }
    }

    private Expr unary() {
        Token t = peek();
        switch (t.kind()) {
            case MINUS, PLUS, BANG, TILDE -> {
                advance();
                Expr operand = unary();
                return new Unary(Pos.of(t).to(operand.pos()), t.kind(), operand);
            }
            case PLUSPLUS, MINUSMINUS -> {
                advance();
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
            Token t = peek();
            switch (t.kind()) {
                case DOT -> {
                    advance();
                    if (at(THIS) && e instanceof Name n) {
                        Token th = advance();
                        e = new OuterThis(n.pos().to(Pos.of(th)), n.name());
                        continue;
                    }
                    Token name = expect(IDENT, "after '.'");
                    if (at(LBRACKET) && isGenericCall()) {
                        throw unsupported(peek(), "calling a generic method with explicit type arguments");
                    }
                    if (at(LPAREN)) {
                        List<Expr> args = arguments();
                        e = new Call(Pos.of(name).to(Pos.of(tokens.get(index - 1))), e, name.text(), args);
                    } else {
                        // reported at the member name; the source section spans the whole access
                        Pos whole = e.pos().to(Pos.of(name));
                        e = new FieldAccess(new Pos(name.line(), name.column(), whole.offset(), whole.length()), e, name.text());
                    }
                }
                case LPAREN -> {
                    List<Expr> args = arguments();
                    Pos p = e.pos().to(Pos.of(tokens.get(index - 1)));
                    if (e instanceof Name n) {
                        e = new Call(p, null, n.name(), args);
                    } else {
                        e = new Apply(p, e, args);
                    }
                }
                case PLUSPLUS, MINUSMINUS -> {
                    advance();
                    requirePlace(e, "the operand of " + t.kind().describe());
                    e = new IncDec(e.pos().to(Pos.of(t)), t.is(PLUSPLUS), false, e);
                }
                case AS -> {
                    advance();
                    TypeRef type = type();
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
        for (int i = index; i < tokens.size(); i++) {
            TokenKind k = tokens.get(i).kind();
            if (k == LBRACKET) {
                depth++;
            } else if (k == RBRACKET && --depth == 0) {
                return tokens.get(i + 1).is(LPAREN);
            } else if (k == EOF || k == SEMI) {
                return false;
            }
        }
        return false;
    }

    private List<Expr> arguments() {
        Token open = expect(LPAREN, "to open the argument list");
        List<Expr> args = new ArrayList<>();
        if (!at(RPAREN)) {
            do {
                args.add(expression());
            } while (accept(COMMA));
        }
        if (!at(RPAREN)) {
            throw error(peek(), "expected ')' or ',' in the argument list opened at " + open.line() + ":" + open.column() + ", found " + peek().describe());
        }
        advance();
        return args;
    }

    private Expr primary() {
        Token t = peek();
        Pos p = Pos.of(t);
        switch (t.kind()) {
            case LONG_LIT, INT_LIT, DOUBLE_LIT, FLOAT_LIT, CHAR_LIT, STRING_LIT, TRUE, FALSE, NULL -> {
                advance();
                return new Literal(p, t.kind(), t.text());
            }
            case IDENT -> {
                advance();
                if (at(ARROW)) {
                    throw error(peek(), "closure parameters must be in parentheses, e.g. (x:Long) => ...");
                }
                return new Name(p, t.text());
            }
            case THIS -> {
                advance();
                return new This(p);
            }
            case HERE -> {
                advance();
                return new Here(p);
            }
            case SUPER -> throw unsupported(t, "'super' (inheritance is Tier 2)");
            case SELF -> throw unsupported(t, "'self' (constrained types)");
            case NEW -> {
                return newExpression();
            }
            case LBRACKET -> {
                advance();
                List<Expr> elems = new ArrayList<>();
                if (!at(RBRACKET)) {
                    do {
                        elems.add(expression());
                    } while (accept(COMMA));
                }
                expect(RBRACKET, "to close the Rail literal");
                return new RailLiteral(since(p), elems);
            }
            case LPAREN -> {
                if (closureAhead()) {
                    return closure();
                }
                advance();
                Expr e = expression();
                expect(RPAREN, "to close the parenthesized expression");
                return e;
            }
            case AT -> throw unsupported(t, "'at' (places are Tier 2)");
            case EOF -> throw error(t, "unexpected end of file: expected an expression");
            default -> throw error(t, "expected an expression, found " + t.describe());
        }
    }

    private Expr newExpression() {
        Pos p = pos();
        advance();
        TypeRef type = type();
        if (type instanceof NamedType nt && (nt.name().equals("Rail") || nt.name().equals("x10.lang.Rail"))) {
            if (nt.args().size() != 1) {
                throw new SyntaxError(nt.pos().line(), nt.pos().column(), "Rail needs one element type, e.g. new Rail[Long](n)");
            }
            List<Expr> args = arguments();
            return new NewRail(since(p), nt.args().get(0), args);
        }
        if (!at(LPAREN)) {
            throw error(peek(), "expected '(' after 'new " + typeName(type) + "', found " + peek().describe());
        }
        List<Expr> args = arguments();
        if (at(LBRACE)) {
            throw unsupported(peek(), "an anonymous class");
        }
        return new New(since(p), type, args);
    }

    private static String typeName(TypeRef t) {
        return t instanceof NamedType nt ? nt.name() : "function type";
    }

    /** Is the parenthesis at the cursor the parameter list of a closure? Looks for {@code ) =>} or {@code ) : T =>}. */
    private boolean closureAhead() {
        int depth = 0;
        for (int i = index; i < tokens.size(); i++) {
            TokenKind k = tokens.get(i).kind();
            if (k == LPAREN) {
                depth++;
            } else if (k == RPAREN) {
                if (--depth == 0) {
                    TokenKind next = tokens.get(i + 1).kind();
                    if (next == ARROW) {
                        return true;
                    }
                    if (next != COLON) {
                        return false;
                    }
                    // ") : Type =>": scan the result type up to '=>'
                    for (int j = i + 2; j < tokens.size(); j++) {
                        TokenKind m = tokens.get(j).kind();
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
        Pos p = pos();
        expect(LPAREN, "");
        List<Param> params = new ArrayList<>();
        if (!at(RPAREN)) {
            do {
                params.add(param());
            } while (accept(COMMA));
        }
        expect(RPAREN, "to close the closure's parameters");
        TypeRef result = accept(COLON) ? type() : null;
        expect(ARROW, "in a closure");
        if (at(LBRACE)) {
            Block b = block();
            return new Closure(since(p), params, result, null, b);
        }
        Expr body = expression();
        return new Closure(since(p), params, result, body, null);
    }
}
