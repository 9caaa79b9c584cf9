package org.x10lite.semantics;

import static org.x10lite.parser.TokenKind.*;
import static org.x10lite.semantics.MemberAccess.staticHolder;
import static org.x10lite.semantics.TypeRules.coerce;
import static org.x10lite.semantics.TypeRules.promote;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.call.ClosureCallNode;
import org.x10lite.nodes.call.InvokeNode;
import org.x10lite.nodes.call.MakeClosureNode;
import com.oracle.truffle.api.RootCallTarget;
import org.x10lite.nodes.controlflow.X10BlockNode;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.local.SharedLocalNodes;
import org.x10lite.nodes.local.SharedLocalNodesFactory.ReadSharedLocalNodeGen;
import org.x10lite.nodes.local.SharedLocalNodesFactory.WriteSharedLocalNodeGen;
import org.x10lite.nodes.local.ReadArgumentNode;
import org.x10lite.nodes.local.ReadCapturedNode;
import org.x10lite.nodes.local.ReadLocalNodeGen;
import org.x10lite.nodes.local.WriteLocalNodeGen;
import org.x10lite.nodes.object.NewObjectNode;
import org.x10lite.parser.Tree.*;
import org.x10lite.values.ExceptionKind;
import org.x10lite.workstealing.AdaptiveSiteGroup;

/**
 * Checks and translates the body of one function (method, constructor, closure, or the static
 * initializers): statements, expressions, local variables in frame slots, definite assignment
 * and the finish/async rules of X10.
 *
 * <p>Calls of user code (methods, constructors, closures) are lifted to statement level: a call
 * nested in an expression is evaluated by a statement of its own into a temporary slot just
 * before the statement that uses it. A stolen continuation can therefore resume after any call
 * by re-entering a statement list, never in the middle of an expression.
 *
 * <p>This class keeps the state of the function and translates expressions; helpers created
 * once per translator do the rest and call back into it: {@link Statements},
 * {@link MemberAccess} (names, fields, calls, object creation), {@link Operators},
 * {@link Assignments} and {@link LibraryCalls}; {@link TypeRules} holds the static type rules.
 */
final class FunctionTranslator {
    final Translator t;
    final ClassInfo cls;
    final MethodInfo method;
    final boolean isStatic;
    /** The function a closure is nested in; null for methods. */
    final FunctionTranslator enclosing;
    final FrameDescriptor.Builder frame = FrameDescriptor.newBuilder();
    private final Deque<Map<String, LocalVar>> scopes = new ArrayDeque<>();
    /** The arithmetic of Rail indices, which speculates on {@code Int} range. */
    final RailIndices railIndices = new RailIndices();
    /** Per loop body being translated, innermost first: the slots that die with each of its iterations. */
    private final Deque<List<Integer>> iterationLocals = new ArrayDeque<>();
    private final Map<LocalVar, LocalVar> captured = new LinkedHashMap<>();
    private final List<X10ExpressionNode> captureSources = new ArrayList<>();
    private final List<X10StatementNode> captureInits = new ArrayList<>();
    private int thisCaptureIndex = -1;

    Type declaredResult;
    final List<Type> returnTypes = new ArrayList<>();
    boolean inferring;

    int finishDepth;
    int asyncDepth;
    int loopDepth;
    /** Loop conditions being translated (they run in the loop, though outside {@link #loopDepth}). */
    int loopConditionDepth;
    int atomicDepth;
    /** Loop depth at the innermost async, atomic or closure boundary: break/continue may not cross it. */
    int loopBarrier;
    /** For each open async: the finish depth when it was opened. */
    final Deque<Integer> asyncFinishDepths = new ArrayDeque<>();
    /** For each open finish: the vals assigned by asyncs inside it, assigned once it ends. */
    final Deque<List<LocalVar>> finishAssigned = new ArrayDeque<>();
    FlowState flow = new FlowState();
    /** Statements that must run before the statement being translated (lifted calls). */
    List<X10StatementNode> pending = new ArrayList<>();
    private int tempCounter;
    /** Names used inside the function's asyncs: a var or async-assigned val with such a name may be shared (SharedLocalNodes). */
    java.util.Set<String> asyncNames = java.util.Set.of();
    /** Record slots of the finishes open in this function, innermost first. */
    final Deque<Integer> finishSlots = new ArrayDeque<>();
    /** Under the adaptive policy, the function's async sites, which compile together; otherwise null. */
    final AdaptiveSiteGroup adaptiveSites;
    final LibraryCalls library = new LibraryCalls(this);
    final Statements statements = new Statements(this);
    final MemberAccess members = new MemberAccess(this);
    final Operators operators = new Operators(this);
    final Assignments assignments = new Assignments(this);

    FunctionTranslator(Translator t, ClassInfo cls, MethodInfo method, boolean isStatic) {
        this(t, cls, method, isStatic, null);
    }

    private FunctionTranslator(Translator t, ClassInfo cls, MethodInfo method, boolean isStatic, FunctionTranslator enclosing) {
        this.t = t;
        this.cls = cls;
        this.method = method;
        this.isStatic = isStatic;
        this.enclosing = enclosing;
        this.adaptiveSites = t.adaptive == null ? null : new AdaptiveSiteGroup(t.adaptive);
        scopes.push(new HashMap<>());
        int resumeSlot = frame.addSlot(FrameSlotKind.Object, "$resume", null);
        assert resumeSlot == org.x10lite.nodes.resume.Injection.SLOT;
    }

    /** A typed expression: the node and its static type. */
    record TExpr(X10ExpressionNode node, Type type, Expr source) {
    }

    // =====================================================================================
    // Entry points
    // =====================================================================================

    /**
     * The names whose locals activities may share ({@link AsyncNames}): none under the serial
     * elision, where every async runs in place, on its parent's frame, so nothing is ever shared
     * and the translation is that of the program without finish and async.
     */
    private java.util.Set<String> cellCandidates(Object tree) {
        return t.elide ? java.util.Set.of() : AsyncNames.of(tree);
    }

    RootCallTarget translateMethod() {
        asyncNames = cellCandidates(method.decl);
        declaredResult = t.resultType(method);
        X10StatementNode body = functionBody(method.decl);
        return t.makeRoot(method.qualifiedName(), method.decl.pos(), frame.build(), body);
    }

    RootCallTarget translateConstructor() {
        asyncNames = cellCandidates(method.decl);
        declaredResult = Type.VOID;
        List<X10StatementNode> prologue = new ArrayList<>();
        for (FieldInfo f : cls.fields.values()) {
            if (!f.isStatic && f.decl.init() != null) {
                prologue.add(statementContext(() -> members.fieldWrite(thisNode(f.decl.pos()), f, expression(f.decl.init()), f.decl.pos()).node()));
            }
        }
        X10StatementNode body = functionBody(method.decl);
        prologue.add(body);
        return t.makeRoot(method.qualifiedName(), method.decl.pos(), frame.build(), block(prologue));
    }

    /** The initializers of the static fields of {@link #cls}, in declaration order; null if it has none. */
    RootCallTarget translateStaticInitializers() {
        declaredResult = Type.VOID;
        List<X10StatementNode> inits = new ArrayList<>();
        for (FieldInfo f : cls.fields.values()) {
            if (f.isStatic && f.decl.init() != null) {
                t.guard(f.decl.pos(), () -> inits.add(statementContext(() -> members.fieldWrite(staticHolder(cls), f, expression(f.decl.init()), f.decl.pos()).node())));
            }
        }
        return inits.isEmpty() ? null : t.makeRoot(cls.name + ".<static initializers>", cls.decl.pos(), frame.build(), block(inits));
    }

    Type inferResultType() {
        inferring = true;
        declaredResult = null;
        functionBody(method.decl);
        return joinReturnTypes(method.decl.pos());
    }

    Type inferExpressionType(Expr e) {
        inferring = true;
        return expression(e).type;
    }

    private X10StatementNode functionBody(MethodDecl decl) {
        List<X10StatementNode> prologue = new ArrayList<>();
        for (int i = 0; i < decl.params().size(); i++) {
            Param p = decl.params().get(i);
            Type type = paramType(i);
            LocalVar v = declare(p.name() == null ? "$unnamed" + i : p.name(), type, false, p.pos());
            flow.definitely.add(v);
            prologue.add(writeLocal(v, new ReadArgumentNode(i + 1)));
        }
        prologue.add(statements.statement(decl.body()));
        if (declaredResult != null && declaredResult != Type.VOID && !flow.unreachable && !inferring) {
            throw new CompileError(decl.pos(), (method.isConstructor ? "constructor" : "method " + method.name) + " must return a value of type " + declaredResult +
                            " on every path");
        }
        return block(prologue);
    }

    private Type paramType(int i) {
        return method.params.get(i);
    }

    private Type joinReturnTypes(Pos pos) {
        Type result = null;
        boolean sawPending = false;
        for (Type r : returnTypes) {
            if (r == Type.PENDING) {
                sawPending = true;
                continue;
            }
            result = result == null ? r : join(result, r, pos);
        }
        if (result == null) {
            return sawPending ? Type.PENDING : Type.VOID;
        }
        return result == Type.NULL ? Type.ANY : result;
    }

    /** The common type of two branches or returns. */
    Type join(Type a, Type b, Pos pos) {
        if (a.equals(b) || b == Type.PENDING) {
            return a;
        }
        if (a == Type.PENDING) {
            return b;
        }
        if (a.isNumeric() && b.isNumeric()) {
            return promote(a, b);
        }
        if (a == Type.NULL && b.isReference()) {
            return b;
        }
        if (b == Type.NULL && a.isReference()) {
            return a;
        }
        if (a.kind == Type.Kind.EXCEPTION && b.kind == Type.Kind.EXCEPTION) {
            return Type.exception(ExceptionKind.EXCEPTION);
        }
        if (inferring) {
            return Type.ANY;
        }
        throw new CompileError(pos, "incompatible types " + a + " and " + b);
    }

    // =====================================================================================
    // Scopes and locals
    // =====================================================================================

    LocalVar declare(String name, Type type, boolean isVar, Pos pos) {
        return declare(name, type, isVar, pos, false);
    }

    LocalVar declare(String name, Type type, boolean isVar, Pos pos, boolean shared) {
        if (lookupLocalHere(name) != null && !name.startsWith("$")) {
            throw new CompileError(pos, "variable " + name + " is already defined in this scope");
        }
        int slot = frame.addSlot(slotKind(type), name, shared ? SharedLocalNodes.SHARED : null);
        LocalVar v = new LocalVar(name, type, slot, isVar, finishDepth, asyncDepth, loopDepth, shared);
        scopes.peek().put(name, v);
        if (!name.startsWith("$")) {
            diesWithIteration(slot);
        }
        return v;
    }

    /** A temporary of the runtime's or the translator's own that may live on after the statement it is made for (a loop's counter, ...). */
    LocalVar temp(Type type) {
        return declare("$t" + (tempCounter++), type, true, null);
    }

    /** A temporary that lives only while the statement it is made for runs (a lifted call's result, the Rail of {@code r(i) += v}, ...). */
    LocalVar statementTemp(Type type) {
        LocalVar v = temp(type);
        diesWithIteration(v.slot);
        return v;
    }

    /** Adds {@code slot} to the slots that die with each iteration of the loop whose body is being translated, if any. */
    void diesWithIteration(int slot) {
        if (!iterationLocals.isEmpty()) {
            iterationLocals.peek().add(slot);
        }
    }

    /** A loop's body and the slots of the locals and temporaries declared in it (see {@code IterationLocals}). */
    record IterationBody(X10StatementNode node, int[] locals) {
    }

    /** Translates a loop's body, collecting the slots that die with each of its iterations. */
    IterationBody iteration(java.util.function.Supplier<X10StatementNode> translate) {
        iterationLocals.push(new ArrayList<>());
        X10StatementNode node;
        List<Integer> locals;
        try {
            node = translate.get();
        } finally {
            locals = iterationLocals.pop();
        }
        // an inner loop's locals die with the outer iteration too: after the inner loop's exit
        // test, their state merges the one before its first iteration with the cleared one
        if (!iterationLocals.isEmpty()) {
            iterationLocals.peek().addAll(locals);
        }
        return new IterationBody(node, locals.stream().mapToInt(Integer::intValue).toArray());
    }

    LocalVar lookupLocalHere(String name) {
        for (Map<String, LocalVar> s : scopes) {
            LocalVar v = s.get(name);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    <T> T inScope(java.util.function.Supplier<T> body) {
        scopes.push(new HashMap<>());
        try {
            return body.get();
        } finally {
            scopes.pop();
        }
    }

    /** Finds a local, capturing it from the enclosing function if this is a closure. */
    LocalVar lookupLocal(String name, Pos pos) {
        LocalVar v = lookupLocalHere(name);
        if (v != null || enclosing == null) {
            return v;
        }
        LocalVar outer = enclosing.lookupLocal(name, pos);
        if (outer == null) {
            return null;
        }
        if (outer.isVar) {
            throw new CompileError(pos, "a closure cannot use var " + name + " of an enclosing function; copy it into a val first");
        }
        if (!enclosing.flow.isAssigned(outer) && !enclosing.inferring) {
            throw new CompileError(pos, "val " + name + " may not have been assigned before the closure is created");
        }
        LocalVar inner = captured.get(outer);
        if (inner == null) {
            int index = captureSources.size();
            captureSources.add(enclosing.readLocal(outer));
            Map<String, LocalVar> bottom = scopes.getLast();
            int slot = frame.addSlot(outer.type.isPrimitive() ? slotKind(outer.type) : FrameSlotKind.Object, name, null);
            // assigned on every path of the closure, not only the one that captured it first
            inner = LocalVar.capturedCopy(outer, slot);
            bottom.put(name, inner);
            captured.put(outer, inner);
            captureInits.add(writeLocal(inner, new ReadCapturedNode(index)));
        }
        return inner;
    }

    private static FrameSlotKind slotKind(Type type) {
        return switch (type.kind) {
            case LONG -> FrameSlotKind.Long;
            case INT -> FrameSlotKind.Int;
            case DOUBLE -> FrameSlotKind.Double;
            case FLOAT -> FrameSlotKind.Float;
            case BOOLEAN -> FrameSlotKind.Boolean;
            default -> FrameSlotKind.Object;
        };
    }

    X10ExpressionNode readLocal(LocalVar v) {
        return v.shared ? ReadSharedLocalNodeGen.create(v.slot, inLoop()) : ReadLocalNodeGen.create(v.slot);
    }

    X10ExpressionNode writeLocal(LocalVar v, X10ExpressionNode value) {
        return v.shared ? WriteSharedLocalNodeGen.create(value, v.slot, slotKind(v.type), inLoop()) : WriteLocalNodeGen.create(value, v.slot, slotKind(v.type));
    }

    /** True while translating a loop's body or condition: code that on-stack replacement may compile on a heap frame. */
    private boolean inLoop() {
        return loopDepth > 0 || loopConditionDepth > 0;
    }

    /**
     * The declaration of {@code v}: its first value, written into the slot itself even for a
     * shared local (a new variable: a cell a steal made for an earlier one is left to whoever
     * shares it).
     */
    X10ExpressionNode initLocal(LocalVar v, X10ExpressionNode value) {
        if (!v.isVar) {
            railIndices.declaredVal(v, value);
        }
        return WriteLocalNodeGen.create(value, v.slot, slotKind(v.type)).markDeclaration();
    }

    /** {@code this}: argument 0 in a method; a captured value in a closure. */
    TExpr thisNode(Pos pos) {
        if (isStatic || cls == null) {
            throw new CompileError(pos, "'this' cannot be used in a static context");
        }
        if (enclosing == null) {
            return new TExpr(new ReadArgumentNode(0), Type.of(cls), null);
        }
        if (thisCaptureIndex < 0) {
            thisCaptureIndex = captureSources.size();
            captureSources.add(enclosing.thisNode(pos).node);
        }
        return new TExpr(new ReadCapturedNode(thisCaptureIndex), Type.of(cls), null);
    }

    // =====================================================================================
    // Statements
    // =====================================================================================
    // Statement lists and the calls lifted in front of a statement; the statements themselves are
    // translated by Statements.

    static X10StatementNode block(List<X10StatementNode> statements) {
        if (statements.size() == 1) {
            return statements.get(0);
        }
        return new X10BlockNode(statements.toArray(new X10StatementNode[0]));
    }

    /** Translates one statement, putting the calls lifted out of its expressions in front of it. */
    X10StatementNode statementContext(java.util.function.Supplier<X10StatementNode> translate) {
        List<X10StatementNode> outer = pending;
        pending = new ArrayList<>();
        try {
            X10StatementNode s = translate.get();
            if (pending.isEmpty()) {
                return s;
            }
            pending.add(s);
            return block(pending);
        } finally {
            pending = outer;
        }
    }

    // =====================================================================================
    // Expressions
    // =====================================================================================

    TExpr expression(Expr e) {
        return expression(e, false);
    }

    /**
     * Translates an expression. {@code statementLevel} is true when the expression is the whole
     * statement (or the value a declaration, assignment or return stores): only then may a call
     * stay in place; anywhere else it is lifted into a temporary.
     */
    TExpr expression(Expr e, boolean statementLevel) {
        TExpr r = translateExpression(e, statementLevel);
        r.node.at(e.pos().offset(), e.pos().length());
        return new TExpr(r.node, r.type, e);
    }

    X10ExpressionNode condition(Expr e) {
        return coerce(expression(e), Type.BOOLEAN, "condition").node;
    }

    private TExpr translateExpression(Expr e, boolean statementLevel) {
        return switch (e) {
            case Literal l -> literal(l);
            case Name n -> members.name(n);
            case This th -> thisNode(th.pos());
            case OuterThis o -> members.outerThis(o);
            case Here h -> new TExpr(new Literals.ObjectLiteral("Place(0)"), Type.PLACE, e);
            case FieldAccess f -> members.fieldAccess(f);
            case Call c -> lift(spanned(members.call(c), c), statementLevel);
            case Apply a -> members.apply(a, statementLevel);
            case New n -> lift(spanned(members.newObject(n), n), statementLevel);
            case NewRail n -> members.newRail(n);
            case RailLiteral r -> members.railLiteral(r);
            case Unary u -> operators.unary(u);
            case Binary b -> operators.binary(b);
            case IncDec i -> assignments.incDec(i);
            case Assign a -> assignments.assign(a);
            case Conditional c -> operators.conditional(c);
            case Cast c -> operators.cast(c);
            case InstanceOf i -> operators.instanceOf(i);
            case Closure c -> closure(c);
        };
    }

    /** Gives a node the source span of the expression it came from (guest stack traces name the call's line). */
    static TExpr spanned(TExpr e, Expr source) {
        e.node.at(source.pos().offset(), source.pos().length());
        return new TExpr(e.node, e.type, source);
    }

    /** Moves a call of user code into a statement of its own unless it already is one. */
    TExpr lift(TExpr call, boolean statementLevel) {
        boolean isUserCall = call.node instanceof InvokeNode || call.node instanceof ClosureCallNode || call.node instanceof NewObjectNode;
        if (statementLevel || !isUserCall || call.type == Type.VOID || inferring) {
            return call;
        }
        LocalVar temp = statementTemp(call.type == Type.PENDING ? Type.ANY : call.type);
        Pos at = call.source.pos();
        pending.add(writeLocal(temp, call.node).at(at.offset(), at.length()));
        return new TExpr(readLocal(temp), call.type, call.source);
    }

    /**
     * Translates operands left to right. If a later operand lifted a call, earlier operands that
     * could observe the call's effects are evaluated into temporaries first, so the order of
     * evaluation stays left to right.
     */
    List<TExpr> operands(List<Expr> exprs) {
        List<TExpr> result = new ArrayList<>();
        for (Expr e : exprs) {
            appendOperand(result, e);
        }
        return result;
    }

    /** Translates {@code e} after the operands in {@code left}, spilling them if {@code e} lifted a call. */
    List<TExpr> appendOperand(List<TExpr> left, Expr e) {
        int before = pending.size();
        TExpr te = expression(e);
        if (pending.size() > before) {
            List<X10StatementNode> lifted = new ArrayList<>(pending.subList(before, pending.size()));
            pending.subList(before, pending.size()).clear();
            for (int i = 0; i < left.size(); i++) {
                left.set(i, spill(left.get(i)));
            }
            pending.addAll(lifted);
        }
        left.add(te);
        return left;
    }

    TExpr spill(TExpr te) {
        X10ExpressionNode n = te.node;
        if (n instanceof Literals.LongLiteral || n instanceof Literals.IntLiteral || n instanceof Literals.DoubleLiteral ||
                        n instanceof Literals.BooleanLiteral || n instanceof Literals.ObjectLiteral || n instanceof ReadArgumentNode ||
                        te.type == Type.VOID) {
            return te;
        }
        LocalVar temp = statementTemp(te.type == Type.PENDING || te.type == Type.NULL ? Type.ANY : te.type);
        pending.add(writeLocal(temp, n));
        return new TExpr(readLocal(temp), te.type, te.source);
    }

    private TExpr literal(Literal l) {
        String text = l.text();
        try {
            return switch (l.kind()) {
                case LONG_LIT -> new TExpr(new Literals.LongLiteral(parseIntegral(text, true)), Type.LONG, l);
                case INT_LIT -> new TExpr(new Literals.IntLiteral((int) parseIntegral(text, false)), Type.INT, l);
                case DOUBLE_LIT -> new TExpr(new Literals.DoubleLiteral(Double.parseDouble(text)), Type.DOUBLE, l);
                case FLOAT_LIT -> new TExpr(new Literals.FloatLiteral(Float.parseFloat(text)), Type.FLOAT, l);
                case CHAR_LIT -> new TExpr(new Literals.CharLiteral(text.charAt(0)), Type.CHAR, l);
                case STRING_LIT -> new TExpr(new Literals.ObjectLiteral(text), Type.STRING, l);
                case TRUE -> new TExpr(new Literals.BooleanLiteral(true), Type.BOOLEAN, l);
                case FALSE -> new TExpr(new Literals.BooleanLiteral(false), Type.BOOLEAN, l);
                case NULL -> new TExpr(new Literals.ObjectLiteral(null), Type.NULL, l);
                default -> throw new IllegalStateException(l.kind().toString());
            };
        } catch (NumberFormatException ex) {
            throw new CompileError(l.pos(), "number " + text + " is out of range for " + (l.kind() == INT_LIT ? "Int" : "Long"));
        }
    }

    static long parseIntegral(String text, boolean isLong) {
        if (text.startsWith("0x") || text.startsWith("0X")) {
            String digits = text.substring(2);
            return isLong ? Long.parseUnsignedLong(digits, 16) : Integer.parseUnsignedInt(digits, 16);
        }
        if (isLong) {
            return Long.parseLong(text);
        }
        return Integer.parseInt(text);
    }

    // ---- closures ----

    private TExpr closure(Closure c) {
        FunctionTranslator inner = new FunctionTranslator(t, cls, null, isStatic, this);
        inner.asyncNames = inner.cellCandidates(c);
        inner.inferring = inferring;
        inner.loopBarrier = 0;
        List<Type> paramTypes = new ArrayList<>();
        for (Param p : c.params()) {
            Type type = t.types.resolve(p.type());
            paramTypes.add(type);
            // a host may call the closure with another program's code, as it may a method
            if (Translator.mayCarryForeignCode(type)) {
                t.foreignCodePossible = true;
            }
        }
        Type declared = c.resultType() == null ? null : t.types.resolveResult(c.resultType());
        List<X10StatementNode> body = new ArrayList<>();
        for (int i = 0; i < c.params().size(); i++) {
            Param p = c.params().get(i);
            LocalVar v = inner.declare(p.name() == null ? "$unnamed" + i : p.name(), paramTypes.get(i), false, p.pos());
            inner.flow.definitely.add(v);
            body.add(inner.writeLocal(v, new ReadArgumentNode(i + 1)));
        }
        Type result;
        if (c.exprBody() != null) {
            TExpr e = inner.statementValue(c.exprBody());
            result = declared != null ? declared : e.type;
            if (result == Type.NULL) {
                result = Type.ANY;
            }
            X10ExpressionNode value = result == Type.VOID ? e.node : coerce(e, result, "closure result").node;
            body.add(inner.wrapPending(result == Type.VOID ? e.node : new ReturnValueNode(value)));
        } else {
            inner.declaredResult = declared;
            if (declared == null) {
                inner.inferring = true;
                FunctionTranslator probe = new FunctionTranslator(t, cls, null, isStatic, this);
                probe.inferring = true;
                t.inferenceDepth++;
                try {
                    for (int i = 0; i < c.params().size(); i++) {
                        Param p = c.params().get(i);
                        LocalVar v = probe.declare(p.name() == null ? "$unnamed" + i : p.name(), paramTypes.get(i), false, p.pos());
                        probe.flow.definitely.add(v);
                    }
                    probe.statements.statement(c.blockBody());
                } finally {
                    t.inferenceDepth--;
                }
                inner.declaredResult = probe.joinReturnTypes(c.pos());
                inner.inferring = inferring;
            }
            result = inner.declaredResult;
            body.add(inner.statements.statement(c.blockBody()));
        }
        List<X10StatementNode> all = new ArrayList<>(inner.captureInits);
        all.addAll(body);
        Type type = Type.function(paramTypes, result);
        RootCallTarget target = t.makeClosureRoot((cls == null ? "" : cls.name + ".") + "closure@" + c.pos().line(), c.pos(), inner.frame.build(), block(all), type);
        X10ExpressionNode[] captures = inner.captureSources.toArray(new X10ExpressionNode[0]);
        return new TExpr(new MakeClosureNode(target, captures), type, c);
    }

    /** Translates a closure's expression body as the statement it returns. */
    private TExpr statementValue(Expr e) {
        return expression(e, true);
    }

    private X10StatementNode wrapPending(X10StatementNode s) {
        if (pending.isEmpty()) {
            return s;
        }
        List<X10StatementNode> all = new ArrayList<>(pending);
        pending.clear();
        all.add(s);
        return block(all);
    }

    /** {@code return value} for an expression-bodied closure. */
    private static final class ReturnValueNode extends X10StatementNode {
        @Child private X10ExpressionNode value;

        ReturnValueNode(X10ExpressionNode value) {
            this.value = value;
        }

        @Override
        public void executeVoid(com.oracle.truffle.api.frame.VirtualFrame frame) {
            throw new org.x10lite.nodes.controlflow.ControlFlowException.ReturnException(value.executeGeneric(frame));
        }
    }
}
