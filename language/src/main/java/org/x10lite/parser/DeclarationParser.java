package org.x10lite.parser;

import static org.x10lite.parser.TokenCursor.error;
import static org.x10lite.parser.TokenCursor.unsupported;
import static org.x10lite.parser.TokenKind.*;

import java.util.ArrayList;
import java.util.List;

import org.x10lite.parser.Tree.*;

/**
 * The declarations, for a {@link Parser}: the compilation unit (package, imports), classes and
 * their fields, methods and constructors, modifiers and annotations, parameters, and the types
 * all of them name. Separate from the statement and expression grammars, which it calls for
 * method bodies and initializers and which call it for types, parameters and annotations.
 */
final class DeclarationParser {
    /** For the statement parser (method bodies) and the expression parser (initializers, expression bodies). */
    private final Parser parser;
    private final TokenCursor cursor;

    DeclarationParser(Parser parser) {
        this.parser = parser;
        this.cursor = parser.cursor;
    }

    // ---- compilation unit ----

    CompilationUnit compilationUnit() {
        if (cursor.accept(PACKAGE)) {
            qualifiedName();
            cursor.expect(SEMI, "after the package name");
        }
        while (cursor.at(IMPORT)) {
            cursor.advance();
            qualifiedName();
            if (cursor.accept(DOT)) {
                cursor.expect(STAR, "in an import on demand");
            }
            cursor.expect(SEMI, "after the import");
        }
        List<ClassDecl> classes = new ArrayList<>();
        while (!cursor.at(EOF)) {
            classes.add(classDecl());
        }
        return new CompilationUnit(classes);
    }

    private String qualifiedName() {
        StringBuilder sb = new StringBuilder(cursor.ident("(a name)"));
        while (cursor.at(DOT) && cursor.peek(1).is(IDENT)) {
            cursor.advance();
            sb.append('.').append(cursor.advance().text());
        }
        return sb.toString();
    }

    void annotations() {
        while (cursor.at(ANNOT)) {
            cursor.advance();
            qualifiedName();
            if (cursor.at(LPAREN)) {
                skipBalanced(LPAREN, RPAREN);
            }
        }
    }

    private void skipBalanced(TokenKind open, TokenKind close) {
        Token start = cursor.expect(open, "");
        int depth = 1;
        while (depth > 0) {
            if (cursor.at(EOF)) {
                throw error(start, "unbalanced " + open.describe());
            }
            Token t = cursor.advance();
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
            switch (cursor.peek().kind()) {
                case STATIC -> isStatic = true;
                case PUBLIC -> isPublic = true;
                case PRIVATE, PROTECTED, FINAL, ABSTRACT, TRANSIENT -> {
                }
                case NATIVE -> throw unsupported(cursor.peek(), "'native'");
                case CLOCKED -> throw unsupported(cursor.peek(), "'clocked' (clocks)");
                default -> {
                    return new Modifiers(isStatic, isPublic);
                }
            }
            cursor.advance();
        }
    }

    private ClassDecl classDecl() {
        Modifiers mods = modifiers();
        Token kw = cursor.peek();
        switch (kw.kind()) {
            case CLASS -> cursor.advance();
            case STRUCT -> throw unsupported(kw, "'struct' (structs)");
            case INTERFACE -> throw unsupported(kw, "'interface' (interfaces)");
            default -> throw error(kw, "expected a class declaration, found " + kw.describe());
        }
        Token nameTok = cursor.expect(IDENT, "after 'class'");
        if (cursor.at(LBRACKET)) {
            throw unsupported(cursor.peek(), "a generic class");
        }
        if (cursor.at(LPAREN)) {
            throw unsupported(cursor.peek(), "a class with properties");
        }
        if (cursor.at(EXTENDS)) {
            throw unsupported(cursor.peek(), "'extends' (inheritance)");
        }
        if (cursor.at(IMPLEMENTS)) {
            throw unsupported(cursor.peek(), "'implements' (interfaces)");
        }
        Pos pos = Pos.of(nameTok);
        cursor.expect(LBRACE, "to open the body of class " + nameTok.text());
        List<FieldDecl> fields = new ArrayList<>();
        List<MethodDecl> methods = new ArrayList<>();
        List<MethodDecl> ctors = new ArrayList<>();
        List<ClassDecl> inner = new ArrayList<>();
        while (!cursor.at(RBRACE)) {
            if (cursor.at(EOF)) {
                throw error(cursor.peek(), "unexpected end of file: class " + nameTok.text() + " is not closed (missing '}')");
            }
            if (cursor.accept(SEMI)) {
                continue;
            }
            int save = cursor.index;
            Modifiers m = modifiers();
            switch (cursor.peek().kind()) {
                case CLASS, STRUCT, INTERFACE -> {
                    cursor.index = save;
                    inner.add(classDecl());
                }
                case VAL, VAR -> {
                    boolean isVar = cursor.advance().is(VAR);
                    fields.add(fieldRest(m, isVar));
                }
                case IDENT -> fields.add(fieldRest(m, false));
                case DEF -> {
                    MethodDecl md = methodDecl(m);
                    (md.name().equals("this") ? ctors : methods).add(md);
                }
                case PROPERTY -> throw unsupported(cursor.peek(), "'property'");
                case TYPE -> throw unsupported(cursor.peek(), "a type definition");
                case OPERATOR -> throw unsupported(cursor.peek(), "operator definitions");
                default -> throw error(cursor.peek(), "expected a field, method or constructor declaration, found " + cursor.peek().describe());
            }
        }
        cursor.advance();
        return new ClassDecl(pos, nameTok.text(), mods, fields, methods, ctors, inner);
    }

    private FieldDecl fieldRest(Modifiers mods, boolean isVar) {
        Token name = cursor.expect(IDENT, "as the field name");
        TypeRef type = cursor.accept(COLON) ? type() : null;
        Expr init = cursor.accept(ASSIGN) ? parser.expressions.expression() : null;
        if (type == null && init == null) {
            throw error(name, "field " + name.text() + " needs a type or an initializer");
        }
        cursor.expect(SEMI, "after the field declaration");
        return new FieldDecl(Pos.of(name), name.text(), mods, isVar, type, init);
    }

    private MethodDecl methodDecl(Modifiers mods) {
        cursor.expect(DEF, "");
        Token name = cursor.peek();
        if (name.is(THIS)) {
            cursor.advance();
        } else if (name.is(OPERATOR)) {
            throw unsupported(name, "operator definitions");
        } else {
            cursor.expect(IDENT, "as the method name");
        }
        if (cursor.at(LBRACKET)) {
            throw unsupported(cursor.peek(), "a generic method");
        }
        cursor.expect(LPAREN, "to open the parameter list of " + name.text());
        List<Param> params = new ArrayList<>();
        if (!cursor.at(RPAREN)) {
            do {
                params.add(param());
            } while (cursor.accept(COMMA));
        }
        cursor.expect(RPAREN, "to close the parameter list of " + name.text());
        TypeRef result = cursor.accept(COLON) ? type() : null;
        if (cursor.at(THROWS)) {
            cursor.advance();
            do {
                type();
            } while (cursor.accept(COMMA));
        }
        Stmt body;
        boolean exprBodied = false;
        if (cursor.accept(ASSIGN)) {
            Pos p = cursor.pos();
            Expr e = parser.expressions.expression();
            cursor.expect(SEMI, "after the method's expression body");
            body = new Return(cursor.since(p), e);
            exprBodied = true;
        } else if (cursor.at(LBRACE)) {
            body = parser.statements.block();
        } else {
            throw error(cursor.peek(), "expected the body of " + name.text() + " ('{' or '='), found " + cursor.peek().describe());
        }
        // from the name to the end of the body: the function's source section (tools show it)
        return new MethodDecl(cursor.since(Pos.of(name)), name.text(), mods, params, result, body, exprBodied);
    }

    Param param() {
        Pos p = cursor.pos();
        cursor.accept(VAL);
        cursor.accept(VAR);
        if (cursor.at(IDENT) && cursor.peek(1).is(COLON)) {
            String name = cursor.advance().text();
            cursor.advance();
            return new Param(p, name, type());
        }
        return new Param(p, null, type());
    }

    // ---- types ----

    TypeRef type() {
        Pos p = cursor.pos();
        TypeRef t;
        if (cursor.at(LPAREN)) {
            cursor.advance();
            List<TypeRef> params = new ArrayList<>();
            if (!cursor.at(RPAREN)) {
                do {
                    if (cursor.at(IDENT) && cursor.peek(1).is(COLON)) {
                        cursor.advance();
                        cursor.advance();
                    }
                    params.add(type());
                } while (cursor.accept(COMMA));
            }
            cursor.expect(RPAREN, "in a function type");
            if (!cursor.at(ARROW)) {
                if (params.size() == 1) {
                    return params.get(0);
                }
                throw error(cursor.peek(), "expected '=>' in a function type, found " + cursor.peek().describe());
            }
            cursor.advance();
            t = new FunctionTypeRef(cursor.since(p), params, type());
        } else if (cursor.at(VOID)) {
            cursor.advance();
            t = new NamedType(cursor.since(p), "void", List.of());
        } else {
            String name = qualifiedName();
            List<TypeRef> args = new ArrayList<>();
            if (cursor.at(LBRACKET)) {
                cursor.advance();
                do {
                    args.add(type());
                } while (cursor.accept(COMMA));
                cursor.expect(RBRACKET, "to close the type arguments of " + name);
            }
            t = new NamedType(cursor.since(p), name, args);
        }
        if (cursor.at(LBRACE) && cursor.peek(1).is(SELF)) {
            throw unsupported(cursor.peek(), "a constrained type");
        }
        if (cursor.at(QUESTION) && !startsExpression(cursor.peek(1))) {
            throw unsupported(cursor.peek(), "a nullable type annotation");
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
}
