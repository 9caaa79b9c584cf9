package org.x10lite.semantics;

import static org.x10lite.semantics.FunctionTranslator.spanned;
import static org.x10lite.semantics.TypeRules.coerce;
import static org.x10lite.semantics.TypeRules.isAssignable;

import java.util.ArrayList;
import java.util.List;

import org.x10lite.builtins.LangBuiltins;
import org.x10lite.builtins.LangBuiltinsFactory;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.call.ClosureCallNode;
import org.x10lite.nodes.call.InvokeNode;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.object.FieldNodes;
import org.x10lite.nodes.object.NewExceptionNode;
import org.x10lite.nodes.object.NewObjectNode;
import org.x10lite.nodes.object.StaticFieldsNode;
import org.x10lite.nodes.rail.NewRailNode;
import org.x10lite.nodes.rail.RailNodesFactory;
import org.x10lite.parser.Tree.*;
import org.x10lite.semantics.FunctionTranslator.TExpr;
import org.x10lite.values.ExceptionKind;

/**
 * Names and members, for the {@link FunctionTranslator} of one function: locals and fields named
 * by a simple name, {@code this} and enclosing instances, field and static member access, calls of
 * methods and closures, and the creation of objects and Rails. Separate from the translator, which
 * keeps the state these read (scopes, flow, the class and method) and translates the operands.
 */
final class MemberAccess {
    /** The function being translated: its state, its locals and the translation of operands. */
    private final FunctionTranslator translator;

    MemberAccess(FunctionTranslator translator) {
        this.translator = translator;
    }

    // ---- names ----

    TExpr name(Name n) {
        LocalVar v = translator.lookupLocal(n.name(), n.pos());
        if (v != null) {
            checkLocalRead(v, n.pos());
            return new TExpr(translator.readLocal(v), v.type, n);
        }
        TExpr field = implicitField(n.name(), n.pos());
        if (field != null) {
            return field;
        }
        if (translator.t.classes.containsKey(n.name()) || isBuiltinClassName(n.name())) {
            throw new CompileError(n.pos(), n.name() + " is a class, not a value");
        }
        throw new CompileError(n.pos(), "unknown variable " + n.name());
    }

    void checkLocalRead(LocalVar v, Pos pos) {
        if (translator.inferring) {
            return;
        }
        if (!v.isVar && !translator.flow.isAssigned(v)) {
            throw new CompileError(pos, "val " + v.name + " may not have been assigned yet" + (translator.flow.possibly.contains(v)
                            ? " (an async assigns it, but no finish inside its scope waits for that async)" : ""));
        }
        checkAsyncAccess(v, pos, "used");
    }

    /** X10: a local var declared outside an async may be used in it only if a finish in the var's scope encloses the async. */
    void checkAsyncAccess(LocalVar v, Pos pos, String how) {
        if (!v.isVar || translator.asyncDepth <= v.asyncDepth) {
            return;
        }
        int finishAtFirstAsync = firstAsyncFinishDepthAfter(v.asyncDepth);
        if (finishAtFirstAsync <= v.finishDepth) {
            throw new CompileError(pos, "var " + v.name + " is " + how + " in an async, but no finish inside its scope encloses that async");
        }
    }

    /** The finish depth at the opening of the {@code depth}-th open async (counting from 0, outermost first). */
    int firstAsyncFinishDepthAfter(int depth) {
        List<Integer> outermostFirst = new ArrayList<>(translator.asyncFinishDepths);
        java.util.Collections.reverse(outermostFirst);
        return outermostFirst.get(depth);
    }

    /** A field named without a receiver: of this class, of an enclosing class, or static. */
    private TExpr implicitField(String name, Pos pos) {
        FieldLocation f = implicitFieldLocation(name, pos);
        return f == null ? null : fieldRead(f.receiver, f.field, pos);
    }

    record FieldLocation(TExpr receiver, FieldInfo field) {
    }

    FieldLocation implicitFieldLocation(String name, Pos pos) {
        for (ScopeClass s : scopeClasses()) {
            FieldInfo f = s.cls.fields.get(name);
            if (f != null) {
                return new FieldLocation(f.isStatic ? staticHolder(s.cls) : instanceIn(s, "instance field " + name, pos), f);
            }
        }
        return null;
    }

    /**
     * A class whose members code here may name without qualification: this function's class or
     * one it is declared in. {@code outerHops} is the number of enclosing-instance links from
     * {@code this} to the instance of that class; it is negative where no instance exists
     * (static code, or beyond a static nested class) and only static members can be used.
     */
    private record ScopeClass(ClassInfo cls, int outerHops) {
    }

    /** The classes around this code, innermost first, as Java and X10 search them for a simple name. */
    private List<ScopeClass> scopeClasses() {
        List<ScopeClass> result = new ArrayList<>();
        int hops = translator.isStatic ? -1 : 0;
        for (ClassInfo c = translator.cls; c != null; c = c.enclosing) {
            result.add(new ScopeClass(c, hops));
            hops = hops >= 0 && c.outer != null ? hops + 1 : -1;
        }
        return result;
    }

    /** The instance of {@code s} reachable here ({@code this}, its enclosing instance, ...); {@code member} needs it. */
    private TExpr instanceIn(ScopeClass s, String member, Pos pos) {
        if (s.outerHops < 0) {
            throw new CompileError(pos, member + (translator.isStatic ? " cannot be used in a static context"
                            : " of class " + s.cls.name + " cannot be used here: a static nested class has no enclosing instance"));
        }
        TExpr current = translator.thisNode(pos);
        ClassInfo c = translator.cls;
        for (int i = 0; i < s.outerHops; i++) {
            current = outerOf(current, c, pos);
            c = c.outer;
        }
        return current;
    }

    private TExpr outerOf(TExpr inner, ClassInfo innerClass, Pos pos) {
        return new TExpr(new FieldNodes.ReadFieldNode(inner.node(), innerClass.outerFieldIndex, org.x10lite.nodes.object.Repr.REFERENCE, "outer"),
                        Type.of(innerClass.outer), null);
    }

    TExpr outerThis(OuterThis o) {
        if (translator.cls == null || translator.isStatic) {
            throw new CompileError(o.pos(), "'" + o.className() + ".this' cannot be used in a static context");
        }
        TExpr current = translator.thisNode(o.pos());
        ClassInfo c = translator.cls;
        while (c != null && !c.name.equals(o.className())) {
            if (c.outer == null) {
                c = null;
                break;
            }
            current = outerOf(current, c, o.pos());
            c = c.outer;
        }
        if (c == null) {
            throw new CompileError(o.pos(), o.className() + " is not an enclosing class here");
        }
        return current;
    }

    static TExpr staticHolder(ClassInfo c) {
        return new TExpr(new StaticFieldsNode(c.statics), Type.ANY, null);
    }

    TExpr fieldRead(TExpr receiver, FieldInfo f, Pos pos) {
        Type type = translator.t.fieldType(f);
        return new TExpr(new FieldNodes.ReadFieldNode(receiver.node(), f.index, type.repr(), f.name), type, null);
    }

    TExpr fieldWrite(TExpr receiver, FieldInfo f, TExpr value, Pos pos) {
        Type type = translator.t.fieldType(f);
        X10ExpressionNode v = coerce(value, type, "value of field " + f.name).node();
        return new TExpr(new FieldNodes.WriteFieldNode(receiver.node(), v, f.index, type.repr(), f.name), type, null);
    }

    private static boolean isBuiltinClassName(String name) {
        return switch (name) {
            case "Console", "Math", "System", "Long", "Int", "Double", "Float", "Boolean", "Char", "String", "Rail", "Random" -> true;
            default -> ExceptionKind.bySimpleOrQualifiedName(name) != null;
        };
    }

    /** The dotted name an expression spells, if it is only names ({@code x10.lang.Math}); else null. */
    private static String dottedName(Expr e) {
        if (e instanceof Name n) {
            return n.name();
        }
        if (e instanceof FieldAccess f) {
            String prefix = dottedName(f.target());
            return prefix == null ? null : prefix + "." + f.name();
        }
        return null;
    }

    /** If the expression names a class (user or built-in) rather than a value, its simple name. */
    String className(Expr e) {
        String dotted = dottedName(e);
        if (dotted == null) {
            return null;
        }
        if (e instanceof Name n && (translator.lookupLocalHere(n.name()) != null || (translator.enclosing != null && enclosingHasLocal(n.name())) || fieldVisible(n.name()))) {
            return null;
        }
        String simple = dotted.substring(dotted.lastIndexOf('.') + 1);
        if (dotted.contains(".") && !(dotted.startsWith("x10.lang.") || dotted.startsWith("x10.util.") || dotted.startsWith("x10.io."))) {
            ClassInfo c = translator.t.classes.get(simple);
            return c != null && namesNestedClass(dotted, c) ? simple : null;
        }
        if (translator.t.classes.containsKey(simple) || isBuiltinClassName(simple)) {
            return simple;
        }
        return null;
    }

    /** Whether {@code dotted} names {@code c} through the classes it is declared in ({@code Outer.Nested}). */
    private static boolean namesNestedClass(String dotted, ClassInfo c) {
        String[] parts = dotted.split("\\.");
        ClassInfo k = c;
        for (int i = parts.length - 1; i >= 0; i--) {
            if (k == null || !k.name.equals(parts[i])) {
                return false;
            }
            k = k.enclosing;
        }
        return true;
    }

    private boolean enclosingHasLocal(String name) {
        for (FunctionTranslator f = translator.enclosing; f != null; f = f.enclosing) {
            if (f.lookupLocalHere(name) != null) {
                return true;
            }
        }
        return false;
    }

    private boolean fieldVisible(String name) {
        for (ClassInfo c = translator.cls; c != null; c = c.enclosing) {
            if (c.fields.containsKey(name)) {
                return true;
            }
        }
        return false;
    }

    TExpr fieldAccess(FieldAccess f) {
        String cn = className(f.target());
        if (cn != null) {
            return staticMember(cn, f);
        }
        if (f.target() instanceof FieldAccess inner && "Console".equals(className(inner.target()))) {
            throw new CompileError(f.pos(), "unknown member " + f.name() + " of Console." + inner.name());
        }
        TExpr target = translator.expression(f.target());
        Type tt = target.type();
        switch (tt.kind) {
            case CLASS: {
                FieldInfo field = tt.classInfo.fields.get(f.name());
                if (field == null) {
                    throw new CompileError(f.pos(), "class " + tt.classInfo.name + " has no field " + f.name() +
                                    (tt.classInfo.methods.containsKey(f.name()) ? " (" + f.name() + " is a method)" : ""));
                }
                if (field.isStatic) {
                    return fieldRead(staticHolder(tt.classInfo), field, f.pos());
                }
                return fieldRead(target, field, f.pos());
            }
            case RAIL:
                if (f.name().equals("size")) {
                    return new TExpr(RailNodesFactory.RailSizeNodeGen.create(target.node()), Type.LONG, f);
                }
                if (f.name().equals("range")) {
                    return new TExpr(LangBuiltinsFactory.RailRangeNodeGen.create(new X10ExpressionNode[]{target.node()}), Type.LONG_RANGE, f);
                }
                break;
            case LONG_RANGE:
            case INT_RANGE:
                if (f.name().equals("min") || f.name().equals("max")) {
                    LangBuiltins.RangeProperty p = f.name().equals("min") ? LangBuiltins.RangeProperty.MIN : LangBuiltins.RangeProperty.MAX;
                    return new TExpr(LangBuiltinsFactory.RangePropertyNodeGen.create(new X10ExpressionNode[]{target.node()}, p),
                                    tt.kind == Type.Kind.INT_RANGE ? Type.INT : Type.LONG, f);
                }
                break;
            case EXCEPTION:
                if (f.name().equals("exceptions") && tt.exceptionKind == ExceptionKind.MULTIPLE_EXCEPTIONS) {
                    return new TExpr(LangBuiltinsFactory.ExceptionsOfNodeGen.create(new X10ExpressionNode[]{target.node()}),
                                    Type.rail(Type.exception(ExceptionKind.CHECKED_THROWABLE)), f);
                }
                break;
            case PLACE:
                if (f.name().equals("id")) {
                    return new TExpr(new Literals.LongLiteral(0), Type.LONG, f);
                }
                break;
            case PENDING:
                return new TExpr(target.node(), Type.PENDING, f);
            default:
                break;
        }
        throw new CompileError(f.pos(), "a value of type " + tt + " has no field " + f.name());
    }

    private TExpr staticMember(String className, FieldAccess f) {
        ClassInfo c = translator.t.classes.get(className);
        if (c != null) {
            FieldInfo field = c.fields.get(f.name());
            if (field == null || !field.isStatic) {
                throw new CompileError(f.pos(), "class " + className + " has no static field " + f.name());
            }
            return fieldRead(staticHolder(c), field, f.pos());
        }
        Object constant = switch (className + "." + f.name()) {
            case "Long.MAX_VALUE" -> Long.MAX_VALUE;
            case "Long.MIN_VALUE" -> Long.MIN_VALUE;
            case "Int.MAX_VALUE" -> Integer.MAX_VALUE;
            case "Int.MIN_VALUE" -> Integer.MIN_VALUE;
            case "Double.MAX_VALUE" -> Double.MAX_VALUE;
            case "Double.MIN_VALUE" -> Double.MIN_VALUE;
            case "Double.POSITIVE_INFINITY" -> Double.POSITIVE_INFINITY;
            case "Double.NEGATIVE_INFINITY" -> Double.NEGATIVE_INFINITY;
            case "Double.NaN" -> Double.NaN;
            case "Float.MAX_VALUE" -> Float.MAX_VALUE;
            case "Math.PI" -> Math.PI;
            case "Math.E" -> Math.E;
            default -> null;
        };
        if (constant instanceof Long l) {
            return new TExpr(new Literals.LongLiteral(l), Type.LONG, f);
        }
        if (constant instanceof Integer i) {
            return new TExpr(new Literals.IntLiteral(i), Type.INT, f);
        }
        if (constant instanceof Double d) {
            return new TExpr(new Literals.DoubleLiteral(d), Type.DOUBLE, f);
        }
        if (constant instanceof Float fl) {
            return new TExpr(new Literals.FloatLiteral(fl), Type.FLOAT, f);
        }
        if (className.equals("Console") && (f.name().equals("OUT") || f.name().equals("ERR"))) {
            throw new CompileError(f.pos(), "Console." + f.name() + " can only be used to call print, println or printf");
        }
        throw new CompileError(f.pos(), "unknown static member " + className + "." + f.name());
    }

    // ---- calls ----

    TExpr call(Call c) {
        if (c.target() == null) {
            return unqualifiedCall(c);
        }
        if (c.target() instanceof FieldAccess fa && "Console".equals(className(fa.target()))) {
            return translator.library.consoleCall(fa, c, translator.operands(c.args()));
        }
        String cn = className(c.target());
        if (cn != null) {
            return staticCall(cn, c);
        }
        List<Expr> all = new ArrayList<>();
        all.add(c.target());
        all.addAll(c.args());
        List<TExpr> ops = translator.operands(all);
        TExpr receiver = ops.get(0);
        List<TExpr> args = ops.subList(1, ops.size());
        return instanceCall(receiver, c, args);
    }

    private TExpr unqualifiedCall(Call c) {
        // a local or field holding a closure or a Rail: f(x), r(i)
        LocalVar v = translator.lookupLocal(c.name(), c.pos());
        if (v != null || (findMethodInScope(c.name(), c.args().size()) == null && implicitFieldExists(c.name()))) {
            return apply(new Apply(c.pos(), new Name(c.pos(), c.name()), c.args()), false);
        }
        for (ScopeClass s : scopeClasses()) {
            MethodInfo m = s.cls.findMethod(c.name(), c.args().size());
            if (m != null) {
                List<TExpr> args = translator.operands(c.args());
                return invoke(m, m.isStatic ? null : instanceIn(s, "instance method " + c.name(), c.pos()), args, c.pos());
            }
        }
        throw unknownMethod(translator.cls, c.name(), c.args().size(), c.pos());
    }

    private boolean implicitFieldExists(String name) {
        return fieldVisible(name);
    }

    private MethodInfo findMethodInScope(String name, int arity) {
        for (ClassInfo c = translator.cls; c != null; c = c.enclosing) {
            MethodInfo m = c.findMethod(name, arity);
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    private CompileError unknownMethod(ClassInfo c, String name, int arity, Pos pos) {
        if (c != null) {
            for (ClassInfo k = c; k != null; k = k.enclosing) {
                List<MethodInfo> candidates = k.methods.get(name);
                if (candidates != null && !candidates.isEmpty()) {
                    List<String> arities = candidates.stream().map(m -> String.valueOf(m.params.size())).toList();
                    return new CompileError(pos, "method " + name + " takes " + String.join(" or ", arities) + " argument(s), not " + arity);
                }
            }
        }
        return new CompileError(pos, "unknown method " + name + (c == null ? "" : " in class " + c.name));
    }

    private TExpr invoke(MethodInfo m, TExpr receiver, List<TExpr> args, Pos pos) {
        if (m.params.size() != args.size()) {
            throw new CompileError(pos, "method " + m.name + " takes " + m.params.size() + " argument(s), not " + args.size());
        }
        X10ExpressionNode[] argNodes = new X10ExpressionNode[args.size()];
        for (int i = 0; i < args.size(); i++) {
            argNodes[i] = coerce(args.get(i), m.params.get(i), "argument " + (i + 1) + " of " + m.name).node();
        }
        Type result = translator.t.resultType(m);
        return new TExpr(new InvokeNode(m.function, receiver == null ? null : receiver.node(), argNodes), result, null);
    }

    private TExpr instanceCall(TExpr receiver, Call c, List<TExpr> args) {
        Type rt = receiver.type();
        if (rt == Type.PENDING) {
            return new TExpr(receiver.node(), Type.PENDING, c);
        }
        if (rt.kind != Type.Kind.CLASS) {
            return translator.library.instanceMethod(receiver, c, args);
        }
        MethodInfo m = rt.classInfo.findMethod(c.name(), args.size());
        if (m != null) {
            return invoke(m, m.isStatic ? null : receiver, args, c.pos());
        }
        // toString, hashCode and equals, unless the class declares its own
        TExpr universal = translator.library.universalMethod(receiver, c, args);
        return universal != null ? universal : applyMemberField(rt.classInfo, receiver, c, args);
    }

    /**
     * {@code o.f(args)} or {@code C.f(args)} where the class has no such method: {@code f} must be
     * a field holding a closure (called) or a Rail (indexed). {@code receiver} is null for
     * {@code C.f(args)}, which needs a static field.
     */
    private TExpr applyMemberField(ClassInfo c, TExpr receiver, Call call, List<TExpr> args) {
        FieldInfo f = c.fields.get(call.name());
        if (f == null) {
            throw unknownMethod(c, call.name(), args.size(), call.pos());
        }
        if (!f.isStatic && receiver == null) {
            throw new CompileError(call.pos(), "field " + f.name + " of class " + c.name + " is not static");
        }
        return applyTo(fieldRead(f.isStatic ? staticHolder(c) : receiver, f, call.pos()), args, call, false);
    }

    private TExpr staticCall(String className, Call c) {
        ClassInfo userClass = translator.t.classes.get(className);
        List<TExpr> args = translator.operands(c.args());
        if (userClass != null) {
            MethodInfo m = userClass.findMethod(c.name(), args.size());
            if (m == null) {
                return applyMemberField(userClass, null, c, args);
            }
            if (!m.isStatic) {
                throw new CompileError(c.pos(), "method " + c.name() + " of class " + className + " is not static");
            }
            return invoke(m, null, args, c.pos());
        }
        return translator.library.staticCall(className, c, args);
    }

    TExpr apply(Apply a, boolean statementLevel) {
        List<Expr> all = new ArrayList<>();
        all.add(a.target());
        all.addAll(a.args());
        List<TExpr> ops = translator.operands(all);
        return applyTo(ops.get(0), ops.subList(1, ops.size()), a, statementLevel);
    }

    /** {@code target(args)}: index a Rail or call a closure. */
    TExpr applyTo(TExpr target, List<TExpr> args, Expr a, boolean statementLevel) {
        Type tt = target.type();
        if (tt.kind == Type.Kind.RAIL) {
            if (args.size() != 1) {
                throw new CompileError(a.pos(), "a Rail is indexed with one argument, not " + args.size());
            }
            TExpr index = coerce(args.get(0), Type.LONG, "Rail index");
            return new TExpr(RailNodesFactory.RailReadNodeGen.create(target.node(), translator.railIndices.index(index.node())), tt.element, a);
        }
        if (tt.kind == Type.Kind.FUNCTION) {
            return callClosure(target, args, a, statementLevel);
        }
        if (tt == Type.PENDING) {
            return new TExpr(target.node(), Type.PENDING, a);
        }
        throw new CompileError(a.pos(), "a value of type " + tt + " cannot be called or indexed");
    }

    private TExpr callClosure(TExpr target, List<TExpr> args, Expr at, boolean statementLevel) {
        Type tt = target.type();
        if (args.size() != tt.params.size()) {
            throw new CompileError(at.pos(), "the closure takes " + tt.params.size() + " argument(s), not " + args.size());
        }
        X10ExpressionNode[] argNodes = new X10ExpressionNode[args.size()];
        for (int i = 0; i < args.size(); i++) {
            argNodes[i] = coerce(args.get(i), tt.params.get(i), "argument " + (i + 1)).node();
        }
        return translator.lift(spanned(new TExpr(new ClosureCallNode(target.node(), argNodes), tt.result, at), at), statementLevel);
    }

    // ---- object creation ----

    TExpr newObject(New n) {
        Type type = translator.t.types.resolve(n.type());
        List<TExpr> args = translator.operands(n.args());
        switch (type.kind) {
            case CLASS: {
                ClassInfo c = type.classInfo;
                MethodInfo ctor = c.findConstructor(args.size());
                if (ctor == null) {
                    throw new CompileError(n.type().pos(), "class " + c.name + " has no constructor with " + args.size() + " argument(s)");
                }
                X10ExpressionNode outer = null;
                if (c.outer != null) {
                    outer = enclosingInstanceOf(c.outer, n.pos()).node();
                }
                X10ExpressionNode[] argNodes = new X10ExpressionNode[args.size()];
                for (int i = 0; i < args.size(); i++) {
                    argNodes[i] = coerce(args.get(i), ctor.params.get(i), "argument " + (i + 1) + " of new " + c.name).node();
                }
                return new TExpr(new NewObjectNode(c.runtimeClass, outer, c.outerFieldIndex, ctor.function, argNodes), type, n);
            }
            case EXCEPTION:
                if (args.size() > 1) {
                    throw new CompileError(n.pos(), type + " takes a message or nothing");
                }
                return new TExpr(new NewExceptionNode(type.exceptionKind, args.isEmpty() ? null : coerce(args.get(0), Type.STRING, "message").node()), type, n);
            case RANDOM:
                if (args.size() > 1) {
                    throw new CompileError(n.pos(), "x10.util.Random takes a seed or nothing");
                }
                return LibraryCalls.builtin(args.isEmpty() ? LangBuiltinsFactory.NewRandomNodeGen.create(new X10ExpressionNode[0])
                                : LangBuiltinsFactory.NewSeededRandomNodeGen.create(LibraryCalls.nodes(coerce(args.get(0), Type.LONG, "seed"))), Type.RANDOM);
            default:
                throw new CompileError(n.pos(), "cannot create an instance of " + type + " with new");
        }
    }

    /** The instance of {@code outer} that a new inner-class instance created here belongs to. */
    private TExpr enclosingInstanceOf(ClassInfo outer, Pos pos) {
        if (translator.cls == null || translator.isStatic) {
            throw new CompileError(pos, "an instance of inner class needs an enclosing " + outer.name + " instance; none exists in a static context");
        }
        TExpr current = translator.thisNode(pos);
        for (ClassInfo c = translator.cls; c != null; c = c.outer) {
            if (c == outer) {
                return current;
            }
            if (c.outer == null) {
                break;
            }
            current = outerOf(current, c, pos);
        }
        throw new CompileError(pos, "no enclosing instance of " + outer.name + " here");
    }

    TExpr newRail(NewRail n) {
        Type elem = translator.t.types.resolve(n.elementType());
        Type railType = Type.rail(elem);
        List<TExpr> args = translator.operands(n.args());
        if (args.size() == 1 && args.get(0).type().kind == Type.Kind.RAIL) {
            coerce(args.get(0), railType, "Rail to copy");
            return new TExpr(new NewRailNode.Copy(args.get(0).node()), railType, n);
        }
        if (args.isEmpty() || args.size() > 2) {
            throw new CompileError(n.pos(), "new Rail[" + elem + "] takes a size, a size and an initial value, or a size and an initializer closure");
        }
        TExpr size = coerce(args.get(0), Type.LONG, "Rail size");
        if (args.size() == 1) {
            return new TExpr(new NewRailNode.Filled(elem.elementKind(), elem, size.node(), null), railType, n);
        }
        TExpr init = args.get(1);
        if (init.type().kind == Type.Kind.FUNCTION && !isAssignable(init.type(), elem)) {
            if (init.type().params.size() != 1 || !isAssignable(Type.LONG, init.type().params.get(0))) {
                throw new CompileError(n.args().get(1).pos(), "a Rail initializer closure takes one Long (the index)");
            }
            if (!isAssignable(init.type().result, elem)) {
                throw new CompileError(n.args().get(1).pos(), "the initializer yields " + init.type().result + ", not " + elem);
            }
            if (!init.type().result.equals(elem)) {
                throw new CompileError(n.args().get(1).pos(), "the initializer yields " + init.type().result + "; a Rail[" + elem + "] needs " + elem + " values");
            }
            return new TExpr(new NewRailNode.Generated(elem.elementKind(), elem, size.node(), init.node()), railType, n);
        }
        return new TExpr(new NewRailNode.Filled(elem.elementKind(), elem, size.node(), coerce(init, elem, "initial value").node()), railType, n);
    }

    TExpr railLiteral(RailLiteral r) {
        List<TExpr> elems = translator.operands(r.elements());
        if (elems.isEmpty()) {
            throw new CompileError(r.pos(), "cannot infer the element type of an empty Rail literal; use new Rail[T](0)");
        }
        Type elem = null;
        for (TExpr e : elems) {
            elem = elem == null ? e.type() : translator.join(elem, e.type(), e.source().pos());
        }
        X10ExpressionNode[] nodes = new X10ExpressionNode[elems.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = coerce(elems.get(i), elem, "element").node();
        }
        return new TExpr(new NewRailNode.Literal(elem.elementKind(), elem, nodes), Type.rail(elem), r);
    }
}
