package org.x10lite.parser;

import java.util.List;

/**
 * The syntax tree the parser produces. It says what was written, nothing more: names are not
 * resolved and nothing is typed. {@link org.x10lite.semantics.Translator} checks it and turns
 * it into Truffle nodes.
 */
public final class Tree {
    private Tree() {
    }

    /** Where a construct starts and how far it extends, for messages and source sections. */
    public record Pos(int line, int column, int offset, int length) {
        public static Pos of(Token t) {
            return new Pos(t.line(), t.column(), t.offset(), t.length());
        }

        public Pos to(Pos end) {
            return new Pos(line, column, offset, Math.max(length, end.offset + end.length - offset));
        }
    }

    // ---- types as written ----

    public sealed interface TypeRef permits NamedType, FunctionTypeRef {
        Pos pos();
    }

    /** {@code Long}, {@code x10.util.Random}, {@code Rail[Int]}: a possibly qualified name with type arguments. */
    public record NamedType(Pos pos, String name, List<TypeRef> args) implements TypeRef {
    }

    /** {@code (A, B) => R}. */
    public record FunctionTypeRef(Pos pos, List<TypeRef> params, TypeRef result) implements TypeRef {
    }

    // ---- declarations ----

    public record CompilationUnit(List<ClassDecl> classes) {
    }

    public record Modifiers(boolean isStatic, boolean isPublic) {
    }

    public record ClassDecl(Pos pos, String name, Modifiers mods, List<FieldDecl> fields, List<MethodDecl> methods,
                    List<MethodDecl> constructors, List<ClassDecl> innerClasses) {
    }

    /** A field; {@code isVar} false means val. Type or initializer may be absent (not both). */
    public record FieldDecl(Pos pos, String name, Modifiers mods, boolean isVar, TypeRef type, Expr init) {
    }

    /** A parameter; {@code name} is null for an unnamed parameter such as {@code main(Rail[String])}. */
    public record Param(Pos pos, String name, TypeRef type) {
    }

    /** A method or constructor ({@code name} "this"). {@code resultType} null means inferred. */
    public record MethodDecl(Pos pos, String name, Modifiers mods, List<Param> params, TypeRef resultType, Stmt body,
                    boolean isExpressionBodied) {
    }

    // ---- statements ----

    public sealed interface Stmt permits Block, LocalDecl, Declarations, ExprStmt, If, While, DoWhile, For, ForIn, Break, Continue,
                    Return, Finish, Async, Atomic, When, Try, Throw, Empty {
        Pos pos();
    }

    public record Block(Pos pos, List<Stmt> stmts) implements Stmt {
    }

    public record LocalDecl(Pos pos, String name, boolean isVar, TypeRef type, Expr init) implements Stmt {
    }

    /** Several declarations in one statement ({@code var i = 0, j = 10;}); they share the enclosing scope. */
    public record Declarations(Pos pos, List<LocalDecl> decls) implements Stmt {
    }

    public record ExprStmt(Pos pos, Expr expr) implements Stmt {
    }

    public record If(Pos pos, Expr cond, Stmt then, Stmt otherwise) implements Stmt {
    }

    public record While(Pos pos, Expr cond, Stmt body) implements Stmt {
    }

    public record DoWhile(Pos pos, Stmt body, Expr cond) implements Stmt {
    }

    /** C-style {@code for (init; cond; update) body}; any part may be absent. */
    public record For(Pos pos, List<Stmt> init, Expr cond, List<Expr> update, Stmt body) implements Stmt {
    }

    /** {@code for (x in e) body}, {@code for (x:T in e)}, or {@code for (e) body} with {@code var} null. */
    public record ForIn(Pos pos, String var, TypeRef varType, Expr iterable, Stmt body) implements Stmt {
    }

    public record Break(Pos pos) implements Stmt {
    }

    public record Continue(Pos pos) implements Stmt {
    }

    public record Return(Pos pos, Expr value) implements Stmt {
    }

    public record Finish(Pos pos, Stmt body) implements Stmt {
    }

    public record Async(Pos pos, Stmt body) implements Stmt {
    }

    public record Atomic(Pos pos, Stmt body) implements Stmt {
    }

    public record When(Pos pos, Expr cond, Stmt body) implements Stmt {
    }

    public record Catch(Pos pos, String name, TypeRef type, Block body) {
    }

    public record Try(Pos pos, Block body, List<Catch> catches, Block fin) implements Stmt {
    }

    public record Throw(Pos pos, Expr value) implements Stmt {
    }

    public record Empty(Pos pos) implements Stmt {
    }

    // ---- expressions ----

    public sealed interface Expr permits Literal, Name, FieldAccess, Call, Apply, New, NewRail, RailLiteral, Unary,
                    Binary, IncDec, Assign, Conditional, Cast, InstanceOf, Closure, This, OuterThis, Here {
        Pos pos();
    }

    /** A literal: kind is one of the literal token kinds, TRUE, FALSE or NULL. */
    public record Literal(Pos pos, TokenKind kind, String text) implements Expr {
    }

    /** A simple name: a local, a field, a class, or a package prefix. */
    public record Name(Pos pos, String name) implements Expr {
    }

    /** {@code target.name}; the target may name a class or package. */
    public record FieldAccess(Pos pos, Expr target, String name) implements Expr {
    }

    /** {@code target.name(args)} or {@code name(args)} (target null). */
    public record Call(Pos pos, Expr target, String name, List<Expr> args) implements Expr {
    }

    /** {@code f(args)} where f is not a plain method name: a closure call or a Rail index. */
    public record Apply(Pos pos, Expr target, List<Expr> args) implements Expr {
    }

    public record New(Pos pos, TypeRef type, List<Expr> args) implements Expr {
    }

    public record NewRail(Pos pos, TypeRef elementType, List<Expr> args) implements Expr {
    }

    public record RailLiteral(Pos pos, List<Expr> elements) implements Expr {
    }

    public record Unary(Pos pos, TokenKind op, Expr operand) implements Expr {
    }

    public record Binary(Pos pos, TokenKind op, Expr left, Expr right) implements Expr {
    }

    /** {@code ++x}, {@code x--}, ...; {@code prefix} says which form. */
    public record IncDec(Pos pos, boolean increment, boolean prefix, Expr target) implements Expr {
    }

    /** {@code target op value}; op is ASSIGN or a compound assignment operator. */
    public record Assign(Pos pos, TokenKind op, Expr target, Expr value) implements Expr {
    }

    public record Conditional(Pos pos, Expr cond, Expr then, Expr otherwise) implements Expr {
    }

    public record Cast(Pos pos, Expr value, TypeRef type) implements Expr {
    }

    public record InstanceOf(Pos pos, Expr value, TypeRef type) implements Expr {
    }

    /** A closure; body is an expression ({@code exprBody}) or a block. */
    public record Closure(Pos pos, List<Param> params, TypeRef resultType, Expr exprBody, Block blockBody) implements Expr {
    }

    public record This(Pos pos) implements Expr {
    }

    /** {@code Outer.this}. */
    public record OuterThis(Pos pos, String className) implements Expr {
    }

    public record Here(Pos pos) implements Expr {
    }
}
