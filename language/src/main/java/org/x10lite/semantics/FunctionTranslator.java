package org.x10lite.semantics;

import static org.x10lite.parser.TokenKind.*;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import org.x10lite.builtins.LangBuiltins;
import org.x10lite.builtins.LangBuiltinsFactory;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.call.ClosureCallNode;
import org.x10lite.nodes.call.InvokeNode;
import org.x10lite.nodes.call.MakeClosureNode;
import com.oracle.truffle.api.RootCallTarget;
import org.x10lite.nodes.controlflow.BlockNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.controlflow.IfNode;
import org.x10lite.nodes.controlflow.JumpNodes;
import org.x10lite.nodes.controlflow.LoopNode;
import org.x10lite.nodes.controlflow.ThrowNode;
import org.x10lite.nodes.controlflow.TryNode;
import org.x10lite.nodes.expression.ArithmeticNodesFactory;
import org.x10lite.nodes.expression.BitwiseNodesFactory;
import org.x10lite.nodes.expression.ComparisonNodesFactory;
import org.x10lite.nodes.expression.ConcatNode;
import org.x10lite.nodes.expression.ConversionNodesFactory;
import org.x10lite.nodes.expression.InstanceOfNode;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.expression.LogicalNodes;
import org.x10lite.nodes.expression.LogicalNodesFactory;
import org.x10lite.nodes.expression.RuntimeCastNode;
import org.x10lite.nodes.expression.SequenceNode;
import org.x10lite.nodes.local.CellNodes;
import org.x10lite.nodes.local.ReadArgumentNode;
import org.x10lite.nodes.local.ReadCapturedNode;
import org.x10lite.nodes.local.ReadLocalNodeGen;
import org.x10lite.nodes.local.WriteLocalNodeGen;
import org.x10lite.nodes.object.FieldNodes;
import org.x10lite.nodes.object.NewExceptionNode;
import org.x10lite.nodes.object.NewObjectNode;
import org.x10lite.nodes.object.StaticFieldsNode;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.AtomicNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.nodes.rail.NewRailNode;
import org.x10lite.nodes.rail.RailNodesFactory;
import org.x10lite.parser.TokenKind;
import org.x10lite.parser.Tree;
import org.x10lite.parser.Tree.*;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Closure;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Random;
import org.x10lite.values.X10Range;
import org.x10lite.values.X10Rail;

/**
 * Checks and translates the body of one function (method, constructor, closure, or the static
 * initializers): statements, expressions, local variables in frame slots, definite assignment
 * and the finish/async rules of X10.
 *
 * <p>Calls of user code (methods, constructors, closures) are lifted to statement level: a call
 * nested in an expression is evaluated by a statement of its own into a temporary slot just
 * before the statement that uses it. A stolen continuation can therefore resume after any call
 * by re-entering a statement list, never in the middle of an expression.
 */
final class FunctionTranslator {
    private final Translator t;
    private final ClassInfo cls;
    private final MethodInfo method;
    private final boolean isStatic;
    /** The function a closure is nested in; null for methods. */
    private final FunctionTranslator enclosing;
    private final FrameDescriptor.Builder frame = FrameDescriptor.newBuilder();
    private final Deque<Map<String, LocalVar>> scopes = new ArrayDeque<>();
    private final Map<LocalVar, LocalVar> captured = new LinkedHashMap<>();
    private final List<X10ExpressionNode> captureSources = new ArrayList<>();
    private final List<X10StatementNode> captureInits = new ArrayList<>();
    private int thisCaptureIndex = -1;

    private Type declaredResult;
    private final List<Type> returnTypes = new ArrayList<>();
    private boolean inferring;

    private int finishDepth;
    private int asyncDepth;
    private int loopDepth;
    private int atomicDepth;
    /** Loop depth at the innermost async, atomic or closure boundary: break/continue may not cross it. */
    private int loopBarrier;
    /** For each open async: the finish depth when it was opened. */
    private final Deque<Integer> asyncFinishDepths = new ArrayDeque<>();
    /** For each open finish: the vals assigned by asyncs inside it, assigned once it ends. */
    private final Deque<List<LocalVar>> finishAssigned = new ArrayDeque<>();
    private FlowState flow = new FlowState();
    /** Statements that must run before the statement being translated (lifted calls). */
    private List<X10StatementNode> pending = new ArrayList<>();
    private int tempCounter;
    /** Names used inside the function's asyncs: a var or async-assigned val with such a name lives in a heap cell. */
    private java.util.Set<String> asyncNames = java.util.Set.of();
    /** Record slots of the finishes open in this function, innermost first. */
    private final Deque<Integer> finishSlots = new ArrayDeque<>();
    private final LibraryCalls library = new LibraryCalls(this);

    FunctionTranslator(Translator t, ClassInfo cls, MethodInfo method, boolean isStatic) {
        this(t, cls, method, isStatic, null);
    }

    private FunctionTranslator(Translator t, ClassInfo cls, MethodInfo method, boolean isStatic, FunctionTranslator enclosing) {
        this.t = t;
        this.cls = cls;
        this.method = method;
        this.isStatic = isStatic;
        this.enclosing = enclosing;
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

    RootCallTarget translateMethod() {
        asyncNames = AsyncNames.of(method.decl);
        declaredResult = t.resultType(method);
        X10StatementNode body = functionBody(method.decl);
        return t.makeRoot(method.qualifiedName(), method.decl.pos(), frame.build(), body);
    }

    RootCallTarget translateConstructor() {
        asyncNames = AsyncNames.of(method.decl);
        declaredResult = Type.VOID;
        List<X10StatementNode> prologue = new ArrayList<>();
        for (FieldInfo f : cls.fields.values()) {
            if (!f.isStatic && f.decl.init() != null) {
                prologue.add(statementContext(() -> fieldWrite(thisNode(f.decl.pos()), f, expression(f.decl.init()), f.decl.pos()).node()));
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
                t.guard(f.decl.pos(), () -> inits.add(statementContext(() -> fieldWrite(staticHolder(cls), f, expression(f.decl.init()), f.decl.pos()).node())));
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
        prologue.add(statement(decl.body()));
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

    // =====================================================================================
    // Scopes and locals
    // =====================================================================================

    private LocalVar declare(String name, Type type, boolean isVar, Pos pos) {
        return declare(name, type, isVar, pos, false);
    }

    private LocalVar declare(String name, Type type, boolean isVar, Pos pos, boolean celled) {
        if (lookupLocalHere(name) != null && !name.startsWith("$")) {
            throw new CompileError(pos, "variable " + name + " is already defined in this scope");
        }
        int slot = frame.addSlot(celled ? FrameSlotKind.Object : slotKind(type), name, null);
        LocalVar v = new LocalVar(name, type, slot, isVar, finishDepth, asyncDepth, loopDepth, celled);
        scopes.peek().put(name, v);
        return v;
    }

    private LocalVar temp(Type type) {
        return declare("$t" + (tempCounter++), type, true, null);
    }

    private LocalVar lookupLocalHere(String name) {
        for (Map<String, LocalVar> s : scopes) {
            LocalVar v = s.get(name);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    private <T> T inScope(java.util.function.Supplier<T> body) {
        scopes.push(new HashMap<>());
        try {
            return body.get();
        } finally {
            scopes.pop();
        }
    }

    /** Finds a local, capturing it from the enclosing function if this is a closure. */
    private LocalVar lookupLocal(String name, Pos pos) {
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

    private X10ExpressionNode readLocal(LocalVar v) {
        return v.celled ? new CellNodes.ReadCellNode(v.slot) : ReadLocalNodeGen.create(v.slot);
    }

    private X10ExpressionNode writeLocal(LocalVar v, X10ExpressionNode value) {
        return v.celled ? new CellNodes.WriteCellNode(v.slot, value) : WriteLocalNodeGen.create(value, v.slot, slotKind(v.type));
    }

    /** The declaration of {@code v}: its first value, or (for a celled local) its cell with that value. */
    private X10ExpressionNode initLocal(LocalVar v, X10ExpressionNode value) {
        return v.celled ? new CellNodes.NewCellNode(v.slot, value) : WriteLocalNodeGen.create(value, v.slot, slotKind(v.type)).markDeclaration();
    }

    /** {@code this}: argument 0 in a method; a captured value in a closure. */
    private TExpr thisNode(Pos pos) {
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

    private static X10StatementNode block(List<X10StatementNode> statements) {
        if (statements.size() == 1) {
            return statements.get(0);
        }
        return new BlockNode(statements.toArray(new X10StatementNode[0]));
    }

    /** Translates one statement, putting the calls lifted out of its expressions in front of it. */
    private X10StatementNode statementContext(java.util.function.Supplier<X10StatementNode> translate) {
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

    private X10StatementNode statement(Stmt s) {
        X10StatementNode node = statementContext(() -> translateStatement(s));
        if (!(s instanceof Block || s instanceof Empty)) {
            node.markStatement();
        }
        // a node that already has a span (e.g. the only statement of a block) keeps its own
        return node.hasSourceSpan() ? node : node.at(s.pos().offset(), s.pos().length());
    }

    private X10StatementNode translateStatement(Stmt s) {
        return switch (s) {
            case Block b -> inScope(() -> {
                List<X10StatementNode> list = new ArrayList<>();
                for (Stmt st : b.stmts()) {
                    list.add(statement(st));
                }
                return list.isEmpty() ? new BlockNode(new X10StatementNode[0]) : block(list);
            });
            case Empty e -> new BlockNode(new X10StatementNode[0]);
            case LocalDecl d -> localDecl(d);
            case Declarations ds -> {
                List<X10StatementNode> list = new ArrayList<>();
                for (LocalDecl d : ds.decls()) {
                    list.add(statementContext(() -> localDecl(d)));
                }
                yield block(list);
            }
            case ExprStmt e -> expressionStatement(e.expr());
            case If i -> ifStatement(i);
            case While w -> whileStatement(w);
            case DoWhile d -> doWhileStatement(d);
            case For f -> forStatement(f);
            case ForIn f -> forInStatement(f);
            case Break b -> jump(b.pos(), true);
            case Continue c -> jump(c.pos(), false);
            case Return r -> returnStatement(r);
            case Finish f -> finishStatement(f);
            case Async a -> asyncStatement(a);
            case Atomic a -> atomicStatement(a.pos(), null, a.body());
            case When w -> atomicStatement(w.pos(), w.cond(), w.body());
            case Try tr -> tryStatement(tr);
            case Throw th -> throwStatement(th);
        };
    }

    private X10StatementNode expressionStatement(Expr e) {
        TExpr te = expression(e, true);
        return te.node;
    }

    private X10StatementNode localDecl(LocalDecl d) {
        Type declared = d.type() == null ? null : t.types.resolve(d.type());
        TExpr init = null;
        if (d.init() != null) {
            init = expression(d.init(), true);
        }
        Type type;
        if (declared != null) {
            type = declared;
        } else {
            type = init.type;
            if (type == Type.VOID) {
                throw new CompileError(d.pos(), "cannot declare " + d.name() + " from an expression of type void");
            }
            if (type == Type.NULL) {
                throw new CompileError(d.pos(), "cannot infer the type of " + d.name() + " from null; declare it");
            }
        }
        X10ExpressionNode value = init == null ? null : coerce(init, type, "initializer of " + d.name()).node;
        boolean celled = (d.isVar() || value == null) && asyncNames.contains(d.name());
        LocalVar v = declare(d.name(), type, d.isVar(), d.pos(), celled);
        if (value == null) {
            if (d.isVar()) {
                // X10 gives a var with a type but no initializer its type's zero value
                flow.definitely.add(v);
                return initLocal(v, zeroValue(type));
            }
            return celled ? initLocal(v, null) : new BlockNode(new X10StatementNode[0]);
        }
        flow.definitely.add(v);
        flow.possibly.add(v);
        return initLocal(v, value);
    }

    private static X10ExpressionNode zeroValue(Type type) {
        return switch (type.kind) {
            case LONG -> new Literals.LongLiteral(0);
            case INT -> new Literals.IntLiteral(0);
            case DOUBLE -> new Literals.DoubleLiteral(0);
            case FLOAT -> new Literals.FloatLiteral(0);
            case BOOLEAN -> new Literals.BooleanLiteral(false);
            case CHAR -> new Literals.CharLiteral('\0');
            default -> new Literals.ObjectLiteral(null);
        };
    }

    private X10StatementNode ifStatement(If i) {
        X10ExpressionNode cond = condition(i.cond());
        FlowState before = flow.copy();
        X10StatementNode then = inScope(() -> statement(i.then()));
        FlowState afterThen = flow;
        flow = before;
        X10StatementNode otherwise = i.otherwise() == null ? null : inScope(() -> statement(i.otherwise()));
        flow = FlowState.join(afterThen, flow);
        return new IfNode(cond, then, otherwise);
    }

    private X10ExpressionNode condition(Expr e) {
        return coerce(expression(e), Type.BOOLEAN, "condition").node;
    }

    /** A condition evaluated on every iteration: calls lifted out of it must run each time too. */
    private X10ExpressionNode loopCondition(Expr e) {
        List<X10StatementNode> outer = pending;
        pending = new ArrayList<>();
        try {
            X10ExpressionNode c = condition(e);
            return pending.isEmpty() ? c : new SequenceNode(pending.toArray(new X10StatementNode[0]), c);
        } finally {
            pending = outer;
        }
    }

    private X10StatementNode loopBody(Stmt body) {
        FlowState before = flow.copy();
        loopDepth++;
        try {
            return inScope(() -> statement(body));
        } finally {
            loopDepth--;
            flow = before;
        }
    }

    private X10StatementNode whileStatement(While w) {
        X10ExpressionNode cond = loopCondition(w.cond());
        X10StatementNode body = loopBody(w.body());
        return new LoopNode(cond, body, null, true);
    }

    private X10StatementNode doWhileStatement(DoWhile d) {
        loopDepth++;
        X10StatementNode body;
        try {
            body = inScope(() -> statement(d.body()));
        } finally {
            loopDepth--;
        }
        X10ExpressionNode cond = loopCondition(d.cond());
        return new LoopNode(cond, body, null, false);
    }

    private X10StatementNode forStatement(For f) {
        return inScope(() -> {
            List<X10StatementNode> init = new ArrayList<>();
            for (Stmt s : f.init()) {
                init.add(statement(s));
            }
            X10ExpressionNode cond = f.cond() == null ? new Literals.BooleanLiteral(true) : loopCondition(f.cond());
            FlowState before = flow.copy();
            loopDepth++;
            X10StatementNode body;
            List<X10StatementNode> updates = new ArrayList<>();
            try {
                body = inScope(() -> statement(f.body()));
                for (Expr u : f.update()) {
                    updates.add(statementContext(() -> expression(u, true).node));
                }
            } finally {
                loopDepth--;
                flow = before;
            }
            X10StatementNode update = updates.isEmpty() ? null : block(updates);
            init.add(new LoopNode(cond, body, update, true));
            return block(init);
        });
    }

    private X10StatementNode forInStatement(ForIn f) {
        TExpr iterable = expression(f.iterable());
        return inScope(() -> {
            List<X10StatementNode> setup = new ArrayList<>();
            Type it = iterable.type;
            LocalVar counter = temp(Type.LONG);
            LocalVar limit = temp(Type.LONG);
            if (it.isRange()) {
                Type elem = it.kind == Type.Kind.INT_RANGE ? Type.INT : Type.LONG;
                LocalVar var = f.var() == null ? null : declareLoopVar(f, elem);
                X10StatementNode body = loopBody(f.body());
                setup.add(new ForRangeNode(iterable.node, counter.slot, limit.slot, var == null ? -1 : var.slot, elem == Type.INT, body, restSlot(body), false));
                return block(setup);
            }
            if (it.kind == Type.Kind.RAIL) {
                if (f.var() == null) {
                    throw new CompileError(f.pos(), "iterating over a Rail needs a variable: for (x in rail)");
                }
                LocalVar rail = temp(it);
                LocalVar index = temp(Type.LONG);
                setup.add(writeLocal(rail, iterable.node));
                LocalVar var = declareLoopVar(f, it.element);
                X10StatementNode body = loopBody(f.body());
                X10StatementNode fetch = writeLocal(var, RailNodesFactory.RailReadNodeGen.create(readLocal(rail), readLocal(index)));
                X10ExpressionNode range = LangBuiltinsFactory.RailRangeNodeGen.create(new X10ExpressionNode[]{readLocal(rail)});
                setup.add(new ForRangeNode(range, counter.slot, limit.slot, index.slot, false, new BlockNode(new X10StatementNode[]{fetch, body}), restSlot(body), true));
                return block(setup);
            }
            throw new CompileError(f.iterable().pos(), "cannot iterate over a value of type " + it + " (a range or a Rail is needed)");
        });
    }

    /** A range loop whose body may spawn may be stopped by a steal for a hand-over: it gets a rest slot (see {@link ForRangeNode}). */
    private int restSlot(X10StatementNode body) {
        return Spawns.in(body) ? temp(Type.LONG).slot : -1;
    }

    private LocalVar declareLoopVar(ForIn f, Type elem) {
        if (f.varType() != null) {
            Type declared = t.types.resolve(f.varType());
            if (!declared.equals(elem)) {
                throw new CompileError(f.pos(), "loop variable " + f.var() + " is declared " + declared + " but the elements are " + elem);
            }
        }
        // the loop variable is a fresh val in each iteration: declared inside the loop
        loopDepth++;
        try {
            LocalVar v = declare(f.var(), elem, false, f.pos());
            flow.definitely.add(v);
            flow.possibly.add(v);
            return v;
        } finally {
            loopDepth--;
        }
    }

    private X10StatementNode jump(Pos pos, boolean isBreak) {
        String what = isBreak ? "break" : "continue";
        if (loopDepth == 0) {
            throw new CompileError(pos, "'" + what + "' outside of a loop");
        }
        if (loopDepth == loopBarrier) {
            throw new CompileError(pos, "'" + what + "' cannot leave the body of an async, atomic or closure");
        }
        flow.unreachable = true;
        return isBreak ? new JumpNodes.BreakNode() : new JumpNodes.ContinueNode();
    }

    private X10StatementNode returnStatement(Return r) {
        if (asyncDepth > 0 || atomicDepth > 0) {
            throw new CompileError(r.pos(), "'return' cannot leave the body of an async or atomic");
        }
        X10ExpressionNode value = null;
        if (r.value() != null) {
            TExpr v = expression(r.value(), true);
            if (inferring && declaredResult == null) {
                returnTypes.add(v.type);
                value = v.node;
            } else {
                if (declaredResult == Type.VOID) {
                    throw new CompileError(r.pos(), "cannot return a value from a " + (method != null && method.isConstructor ? "constructor" : "void method"));
                }
                value = coerce(v, declaredResult, "return value").node;
            }
        } else if (declaredResult != null && declaredResult != Type.VOID && !inferring) {
            throw new CompileError(r.pos(), "missing return value of type " + declaredResult);
        } else if (inferring) {
            returnTypes.add(Type.VOID);
        }
        flow.unreachable = true;
        return new JumpNodes.ReturnNode(value);
    }

    private X10StatementNode finishStatement(Finish f) {
        if (atomicDepth > 0) {
            throw new CompileError(f.pos(), "'finish' is not allowed inside atomic or when");
        }
        finishDepth++;
        finishAssigned.push(new ArrayList<>());
        int recordSlot = frame.addSlot(FrameSlotKind.Object, "$finish" + finishDepth, null);
        finishSlots.push(recordSlot);
        X10StatementNode body;
        try {
            body = inScope(() -> statement(f.body()));
        } finally {
            finishDepth--;
            finishSlots.pop();
            List<LocalVar> assigned = finishAssigned.pop();
            flow.definitely.addAll(assigned);
        }
        return new FinishNode(body, recordSlot, loopDepth > 0);
    }

    private X10StatementNode asyncStatement(Async a) {
        if (atomicDepth > 0) {
            throw new CompileError(a.pos(), "'async' is not allowed inside atomic or when");
        }
        FlowState before = flow.copy();
        int savedBarrier = loopBarrier;
        asyncDepth++;
        asyncFinishDepths.push(finishDepth);
        loopBarrier = loopDepth;
        X10StatementNode body;
        try {
            body = inScope(() -> statement(a.body()));
        } finally {
            asyncDepth--;
            asyncFinishDepths.pop();
            loopBarrier = savedBarrier;
        }
        // vals the async assigned count as assigned only once the governing finish ends
        FlowState after = flow;
        flow = before;
        flow.possibly.addAll(after.possibly);
        int stateSlot = frame.addSlot(FrameSlotKind.Object, "$async", null);
        return new AsyncNode(body, stateSlot, finishSlots.isEmpty() ? -1 : finishSlots.peek(), t.elide, t.countAsyncs, loopDepth > 0);
    }

    private X10StatementNode atomicStatement(Pos pos, Expr cond, Stmt bodyStmt) {
        if (atomicDepth > 0 && cond != null) {
            throw new CompileError(pos, "'when' is not allowed inside atomic or when");
        }
        int savedBarrier = loopBarrier;
        atomicDepth++;
        loopBarrier = loopDepth;
        try {
            X10ExpressionNode c = cond == null ? null : loopCondition(cond);
            X10StatementNode body = inScope(() -> statement(bodyStmt));
            return c == null ? new AtomicNode(body) : new WhenNode(c, body, t.elide);
        } finally {
            atomicDepth--;
            loopBarrier = savedBarrier;
        }
    }

    private X10StatementNode tryStatement(Try tr) {
        FlowState before = flow.copy();
        X10StatementNode body = inScope(() -> statement(tr.body()));
        FlowState joined = flow;
        ExceptionKind[] kinds = new ExceptionKind[tr.catches().size()];
        int[] slots = new int[kinds.length];
        X10StatementNode[] handlers = new X10StatementNode[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            Catch c = tr.catches().get(i);
            Type ct = t.types.resolve(c.type());
            if (ct.kind != Type.Kind.EXCEPTION) {
                throw new CompileError(c.pos(), "can only catch exceptions, not " + ct);
            }
            kinds[i] = ct.exceptionKind;
            flow = before.copy();
            final int index = i;
            handlers[i] = inScope(() -> {
                LocalVar v = declare(c.name(), ct, false, c.pos());
                flow.definitely.add(v);
                slots[index] = v.slot;
                return statement(c.body());
            });
            joined = FlowState.join(joined, flow);
        }
        flow = joined;
        X10StatementNode fin = null;
        int pendingSlot = -1;
        if (tr.fin() != null) {
            fin = inScope(() -> statement(tr.fin()));
            pendingSlot = frame.addSlot(FrameSlotKind.Object, "$pending", null);
        }
        return new TryNode(body, kinds, slots, handlers, fin, pendingSlot);
    }

    private X10StatementNode throwStatement(Throw th) {
        TExpr v = expression(th.value());
        if (v.type.kind != Type.Kind.EXCEPTION && v.type != Type.PENDING) {
            throw new CompileError(th.value().pos(), "can only throw exceptions, not " + v.type);
        }
        flow.unreachable = true;
        return new ThrowNode(v.node);
    }

    // =====================================================================================
    // Expressions
    // =====================================================================================

    private TExpr expression(Expr e) {
        return expression(e, false);
    }

    /**
     * Translates an expression. {@code statementLevel} is true when the expression is the whole
     * statement (or the value a declaration, assignment or return stores): only then may a call
     * stay in place; anywhere else it is lifted into a temporary.
     */
    private TExpr expression(Expr e, boolean statementLevel) {
        TExpr r = translateExpression(e, statementLevel);
        r.node.at(e.pos().offset(), e.pos().length());
        return new TExpr(r.node, r.type, e);
    }

    private TExpr translateExpression(Expr e, boolean statementLevel) {
        return switch (e) {
            case Literal l -> literal(l);
            case Name n -> name(n);
            case This th -> thisNode(th.pos());
            case OuterThis o -> outerThis(o);
            case Here h -> new TExpr(new Literals.ObjectLiteral("Place(0)"), Type.PLACE, e);
            case FieldAccess f -> fieldAccess(f);
            case Call c -> lift(spanned(call(c), c), statementLevel);
            case Apply a -> apply(a, statementLevel);
            case New n -> lift(spanned(newObject(n), n), statementLevel);
            case NewRail n -> newRail(n);
            case RailLiteral r -> railLiteral(r);
            case Unary u -> unary(u);
            case Binary b -> binary(b);
            case IncDec i -> incDec(i);
            case Assign a -> assign(a);
            case Conditional c -> conditional(c);
            case Cast c -> cast(c);
            case InstanceOf i -> instanceOf(i);
            case Closure c -> closure(c);
        };
    }

    /** Gives a node the source span of the expression it came from (guest stack traces name the call's line). */
    private static TExpr spanned(TExpr e, Expr source) {
        e.node.at(source.pos().offset(), source.pos().length());
        return new TExpr(e.node, e.type, source);
    }

    /** Moves a call of user code into a statement of its own unless it already is one. */
    private TExpr lift(TExpr call, boolean statementLevel) {
        boolean isUserCall = call.node instanceof InvokeNode || call.node instanceof ClosureCallNode || call.node instanceof NewObjectNode;
        if (statementLevel || !isUserCall || call.type == Type.VOID || inferring) {
            return call;
        }
        LocalVar temp = temp(call.type == Type.PENDING ? Type.ANY : call.type);
        Pos at = call.source.pos();
        pending.add(writeLocal(temp, call.node).at(at.offset(), at.length()));
        return new TExpr(readLocal(temp), call.type, call.source);
    }

    /**
     * Translates operands left to right. If a later operand lifted a call, earlier operands that
     * could observe the call's effects are evaluated into temporaries first, so the order of
     * evaluation stays left to right.
     */
    private List<TExpr> operands(List<Expr> exprs) {
        List<TExpr> result = new ArrayList<>();
        for (Expr e : exprs) {
            appendOperand(result, e);
        }
        return result;
    }

    /** Translates {@code e} after the operands in {@code left}, spilling them if {@code e} lifted a call. */
    private List<TExpr> appendOperand(List<TExpr> left, Expr e) {
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
        LocalVar temp = temp(te.type == Type.PENDING || te.type == Type.NULL ? Type.ANY : te.type);
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

    private static long parseIntegral(String text, boolean isLong) {
        if (text.startsWith("0x") || text.startsWith("0X")) {
            String digits = text.substring(2);
            return isLong ? Long.parseUnsignedLong(digits, 16) : Integer.parseUnsignedInt(digits, 16);
        }
        if (isLong) {
            return Long.parseLong(text);
        }
        return Integer.parseInt(text);
    }

    // ---- names ----

    private TExpr name(Name n) {
        LocalVar v = lookupLocal(n.name(), n.pos());
        if (v != null) {
            checkLocalRead(v, n.pos());
            return new TExpr(readLocal(v), v.type, n);
        }
        TExpr field = implicitField(n.name(), n.pos());
        if (field != null) {
            return field;
        }
        if (t.classes.containsKey(n.name()) || isBuiltinClassName(n.name())) {
            throw new CompileError(n.pos(), n.name() + " is a class, not a value");
        }
        throw new CompileError(n.pos(), "unknown variable " + n.name());
    }

    private void checkLocalRead(LocalVar v, Pos pos) {
        if (inferring) {
            return;
        }
        if (!v.isVar && !flow.isAssigned(v)) {
            throw new CompileError(pos, "val " + v.name + " may not have been assigned yet" + (flow.possibly.contains(v)
                            ? " (an async assigns it, but no finish inside its scope waits for that async)" : ""));
        }
        checkAsyncAccess(v, pos, "used");
    }

    /** X10: a local var declared outside an async may be used in it only if a finish in the var's scope encloses the async. */
    private void checkAsyncAccess(LocalVar v, Pos pos, String how) {
        if (!v.isVar || asyncDepth <= v.asyncDepth) {
            return;
        }
        int finishAtFirstAsync = firstAsyncFinishDepthAfter(v.asyncDepth);
        if (finishAtFirstAsync <= v.finishDepth) {
            throw new CompileError(pos, "var " + v.name + " is " + how + " in an async, but no finish inside its scope encloses that async");
        }
    }

    /** The finish depth at the opening of the {@code depth}-th open async (counting from 0, outermost first). */
    private int firstAsyncFinishDepthAfter(int depth) {
        List<Integer> outermostFirst = new ArrayList<>(asyncFinishDepths);
        java.util.Collections.reverse(outermostFirst);
        return outermostFirst.get(depth);
    }

    /** A field named without a receiver: of this class, of an enclosing class, or static. */
    private TExpr implicitField(String name, Pos pos) {
        FieldLocation f = implicitFieldLocation(name, pos);
        return f == null ? null : fieldRead(f.receiver, f.field, pos);
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
        int hops = isStatic ? -1 : 0;
        for (ClassInfo c = cls; c != null; c = c.enclosing) {
            result.add(new ScopeClass(c, hops));
            hops = hops >= 0 && c.outer != null ? hops + 1 : -1;
        }
        return result;
    }

    /** The instance of {@code s} reachable here ({@code this}, its enclosing instance, ...); {@code member} needs it. */
    private TExpr instanceIn(ScopeClass s, String member, Pos pos) {
        if (s.outerHops < 0) {
            throw new CompileError(pos, member + (isStatic ? " cannot be used in a static context"
                            : " of class " + s.cls.name + " cannot be used here: a static nested class has no enclosing instance"));
        }
        TExpr current = thisNode(pos);
        ClassInfo c = cls;
        for (int i = 0; i < s.outerHops; i++) {
            current = outerOf(current, c, pos);
            c = c.outer;
        }
        return current;
    }

    private TExpr outerOf(TExpr inner, ClassInfo innerClass, Pos pos) {
        return new TExpr(new FieldNodes.ReadFieldNode(inner.node, innerClass.outerFieldIndex, org.x10lite.nodes.object.Repr.REFERENCE, "outer"),
                        Type.of(innerClass.outer), null);
    }

    private TExpr outerThis(OuterThis o) {
        if (cls == null || isStatic) {
            throw new CompileError(o.pos(), "'" + o.className() + ".this' cannot be used in a static context");
        }
        TExpr current = thisNode(o.pos());
        ClassInfo c = cls;
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

    private static TExpr staticHolder(ClassInfo c) {
        return new TExpr(new StaticFieldsNode(c.statics), Type.ANY, null);
    }

    private TExpr fieldRead(TExpr receiver, FieldInfo f, Pos pos) {
        Type type = t.fieldType(f);
        return new TExpr(new FieldNodes.ReadFieldNode(receiver.node, f.index, type.repr(), f.name), type, null);
    }

    private TExpr fieldWrite(TExpr receiver, FieldInfo f, TExpr value, Pos pos) {
        Type type = t.fieldType(f);
        X10ExpressionNode v = coerce(value, type, "value of field " + f.name).node;
        return new TExpr(new FieldNodes.WriteFieldNode(receiver.node, v, f.index, type.repr(), f.name), type, null);
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
    private String className(Expr e) {
        String dotted = dottedName(e);
        if (dotted == null) {
            return null;
        }
        if (e instanceof Name n && (lookupLocalHere(n.name()) != null || (enclosing != null && enclosingHasLocal(n.name())) || fieldVisible(n.name()))) {
            return null;
        }
        String simple = dotted.substring(dotted.lastIndexOf('.') + 1);
        if (dotted.contains(".") && !(dotted.startsWith("x10.lang.") || dotted.startsWith("x10.util.") || dotted.startsWith("x10.io."))) {
            ClassInfo c = t.classes.get(simple);
            return c != null && namesNestedClass(dotted, c) ? simple : null;
        }
        if (t.classes.containsKey(simple) || isBuiltinClassName(simple)) {
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
        for (FunctionTranslator f = enclosing; f != null; f = f.enclosing) {
            if (f.lookupLocalHere(name) != null) {
                return true;
            }
        }
        return false;
    }

    private boolean fieldVisible(String name) {
        for (ClassInfo c = cls; c != null; c = c.enclosing) {
            if (c.fields.containsKey(name)) {
                return true;
            }
        }
        return false;
    }

    private TExpr fieldAccess(FieldAccess f) {
        String cn = className(f.target());
        if (cn != null) {
            return staticMember(cn, f);
        }
        if (f.target() instanceof FieldAccess inner && "Console".equals(className(inner.target()))) {
            throw new CompileError(f.pos(), "unknown member " + f.name() + " of Console." + inner.name());
        }
        TExpr target = expression(f.target());
        Type tt = target.type;
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
                    return new TExpr(RailNodesFactory.RailSizeNodeGen.create(target.node), Type.LONG, f);
                }
                if (f.name().equals("range")) {
                    return new TExpr(LangBuiltinsFactory.RailRangeNodeGen.create(new X10ExpressionNode[]{target.node}), Type.LONG_RANGE, f);
                }
                break;
            case LONG_RANGE:
            case INT_RANGE:
                if (f.name().equals("min") || f.name().equals("max")) {
                    LangBuiltins.RangeProperty p = f.name().equals("min") ? LangBuiltins.RangeProperty.MIN : LangBuiltins.RangeProperty.MAX;
                    return new TExpr(LangBuiltinsFactory.RangePropertyNodeGen.create(new X10ExpressionNode[]{target.node}, p),
                                    tt.kind == Type.Kind.INT_RANGE ? Type.INT : Type.LONG, f);
                }
                break;
            case EXCEPTION:
                if (f.name().equals("exceptions") && tt.exceptionKind == ExceptionKind.MULTIPLE_EXCEPTIONS) {
                    return new TExpr(LangBuiltinsFactory.ExceptionsOfNodeGen.create(new X10ExpressionNode[]{target.node}),
                                    Type.rail(Type.exception(ExceptionKind.CHECKED_THROWABLE)), f);
                }
                break;
            case PLACE:
                if (f.name().equals("id")) {
                    return new TExpr(new Literals.LongLiteral(0), Type.LONG, f);
                }
                break;
            case PENDING:
                return new TExpr(target.node, Type.PENDING, f);
            default:
                break;
        }
        throw new CompileError(f.pos(), "a value of type " + tt + " has no field " + f.name());
    }

    private TExpr staticMember(String className, FieldAccess f) {
        ClassInfo c = t.classes.get(className);
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

    private TExpr call(Call c) {
        if (c.target() == null) {
            return unqualifiedCall(c);
        }
        if (c.target() instanceof FieldAccess fa && "Console".equals(className(fa.target()))) {
            return library.consoleCall(fa, c, operands(c.args()));
        }
        String cn = className(c.target());
        if (cn != null) {
            return staticCall(cn, c);
        }
        List<Expr> all = new ArrayList<>();
        all.add(c.target());
        all.addAll(c.args());
        List<TExpr> ops = operands(all);
        TExpr receiver = ops.get(0);
        List<TExpr> args = ops.subList(1, ops.size());
        return instanceCall(receiver, c, args);
    }

    private TExpr unqualifiedCall(Call c) {
        // a local or field holding a closure or a Rail: f(x), r(i)
        LocalVar v = lookupLocal(c.name(), c.pos());
        if (v != null || (findMethodInScope(c.name(), c.args().size()) == null && implicitFieldExists(c.name()))) {
            return apply(new Apply(c.pos(), new Name(c.pos(), c.name()), c.args()), false);
        }
        for (ScopeClass s : scopeClasses()) {
            MethodInfo m = s.cls.findMethod(c.name(), c.args().size());
            if (m != null) {
                List<TExpr> args = operands(c.args());
                return invoke(m, m.isStatic ? null : instanceIn(s, "instance method " + c.name(), c.pos()), args, c.pos());
            }
        }
        throw unknownMethod(cls, c.name(), c.args().size(), c.pos());
    }

    private boolean implicitFieldExists(String name) {
        return fieldVisible(name);
    }

    private MethodInfo findMethodInScope(String name, int arity) {
        for (ClassInfo c = cls; c != null; c = c.enclosing) {
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
            argNodes[i] = coerce(args.get(i), m.params.get(i), "argument " + (i + 1) + " of " + m.name).node;
        }
        Type result = t.resultType(m);
        return new TExpr(new InvokeNode(m.function, receiver == null ? null : receiver.node, argNodes), result, null);
    }

    private TExpr instanceCall(TExpr receiver, Call c, List<TExpr> args) {
        Type rt = receiver.type;
        if (rt == Type.PENDING) {
            return new TExpr(receiver.node, Type.PENDING, c);
        }
        if (rt.kind != Type.Kind.CLASS) {
            return library.instanceMethod(receiver, c, args);
        }
        MethodInfo m = rt.classInfo.findMethod(c.name(), args.size());
        if (m != null) {
            return invoke(m, m.isStatic ? null : receiver, args, c.pos());
        }
        // toString, hashCode and equals, unless the class declares its own
        TExpr universal = library.universalMethod(receiver, c, args);
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

    static void checkValue(TExpr e) {
        if (e.type == Type.VOID) {
            throw new CompileError(e.source == null ? new Pos(1, 1, 0, 0) : e.source.pos(), "a void expression has no value");
        }
    }

    private TExpr staticCall(String className, Call c) {
        ClassInfo userClass = t.classes.get(className);
        List<TExpr> args = operands(c.args());
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
        return library.staticCall(className, c, args);
    }

    private TExpr apply(Apply a, boolean statementLevel) {
        List<Expr> all = new ArrayList<>();
        all.add(a.target());
        all.addAll(a.args());
        List<TExpr> ops = operands(all);
        return applyTo(ops.get(0), ops.subList(1, ops.size()), a, statementLevel);
    }

    /** {@code target(args)}: index a Rail or call a closure. */
    TExpr applyTo(TExpr target, List<TExpr> args, Expr a, boolean statementLevel) {
        Type tt = target.type;
        if (tt.kind == Type.Kind.RAIL) {
            if (args.size() != 1) {
                throw new CompileError(a.pos(), "a Rail is indexed with one argument, not " + args.size());
            }
            TExpr index = coerce(args.get(0), Type.LONG, "Rail index");
            return new TExpr(RailNodesFactory.RailReadNodeGen.create(target.node, index.node), tt.element, a);
        }
        if (tt.kind == Type.Kind.FUNCTION) {
            return callClosure(target, args, a, statementLevel);
        }
        if (tt == Type.PENDING) {
            return new TExpr(target.node, Type.PENDING, a);
        }
        throw new CompileError(a.pos(), "a value of type " + tt + " cannot be called or indexed");
    }

    private TExpr callClosure(TExpr target, List<TExpr> args, Expr at, boolean statementLevel) {
        Type tt = target.type;
        if (args.size() != tt.params.size()) {
            throw new CompileError(at.pos(), "the closure takes " + tt.params.size() + " argument(s), not " + args.size());
        }
        X10ExpressionNode[] argNodes = new X10ExpressionNode[args.size()];
        for (int i = 0; i < args.size(); i++) {
            argNodes[i] = coerce(args.get(i), tt.params.get(i), "argument " + (i + 1)).node;
        }
        return lift(spanned(new TExpr(new ClosureCallNode(target.node, argNodes), tt.result, at), at), statementLevel);
    }

    // ---- object creation ----

    private TExpr newObject(New n) {
        Type type = t.types.resolve(n.type());
        List<TExpr> args = operands(n.args());
        switch (type.kind) {
            case CLASS: {
                ClassInfo c = type.classInfo;
                MethodInfo ctor = c.findConstructor(args.size());
                if (ctor == null) {
                    throw new CompileError(n.type().pos(), "class " + c.name + " has no constructor with " + args.size() + " argument(s)");
                }
                X10ExpressionNode outer = null;
                if (c.outer != null) {
                    outer = enclosingInstanceOf(c.outer, n.pos()).node;
                }
                X10ExpressionNode[] argNodes = new X10ExpressionNode[args.size()];
                for (int i = 0; i < args.size(); i++) {
                    argNodes[i] = coerce(args.get(i), ctor.params.get(i), "argument " + (i + 1) + " of new " + c.name).node;
                }
                return new TExpr(new NewObjectNode(c.runtimeClass, outer, c.outerFieldIndex, ctor.function, argNodes), type, n);
            }
            case EXCEPTION:
                if (args.size() > 1) {
                    throw new CompileError(n.pos(), type + " takes a message or nothing");
                }
                return new TExpr(new NewExceptionNode(type.exceptionKind, args.isEmpty() ? null : coerce(args.get(0), Type.STRING, "message").node), type, n);
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
        if (cls == null || isStatic) {
            throw new CompileError(pos, "an instance of inner class needs an enclosing " + outer.name + " instance; none exists in a static context");
        }
        TExpr current = thisNode(pos);
        for (ClassInfo c = cls; c != null; c = c.outer) {
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

    private TExpr newRail(NewRail n) {
        Type elem = t.types.resolve(n.elementType());
        Type railType = Type.rail(elem);
        List<TExpr> args = operands(n.args());
        if (args.size() == 1 && args.get(0).type.kind == Type.Kind.RAIL) {
            coerce(args.get(0), railType, "Rail to copy");
            return new TExpr(new NewRailNode.Copy(args.get(0).node), railType, n);
        }
        if (args.isEmpty() || args.size() > 2) {
            throw new CompileError(n.pos(), "new Rail[" + elem + "] takes a size, a size and an initial value, or a size and an initializer closure");
        }
        TExpr size = coerce(args.get(0), Type.LONG, "Rail size");
        if (args.size() == 1) {
            return new TExpr(new NewRailNode.Filled(elem.elementKind(), size.node, null), railType, n);
        }
        TExpr init = args.get(1);
        if (init.type.kind == Type.Kind.FUNCTION && !isAssignable(init.type, elem)) {
            if (init.type.params.size() != 1 || !isAssignable(Type.LONG, init.type.params.get(0))) {
                throw new CompileError(n.args().get(1).pos(), "a Rail initializer closure takes one Long (the index)");
            }
            if (!isAssignable(init.type.result, elem)) {
                throw new CompileError(n.args().get(1).pos(), "the initializer yields " + init.type.result + ", not " + elem);
            }
            if (!init.type.result.equals(elem)) {
                throw new CompileError(n.args().get(1).pos(), "the initializer yields " + init.type.result + "; a Rail[" + elem + "] needs " + elem + " values");
            }
            return new TExpr(new NewRailNode.Generated(elem.elementKind(), size.node, init.node), railType, n);
        }
        return new TExpr(new NewRailNode.Filled(elem.elementKind(), size.node, coerce(init, elem, "initial value").node), railType, n);
    }

    private TExpr railLiteral(RailLiteral r) {
        List<TExpr> elems = operands(r.elements());
        if (elems.isEmpty()) {
            throw new CompileError(r.pos(), "cannot infer the element type of an empty Rail literal; use new Rail[T](0)");
        }
        Type elem = null;
        for (TExpr e : elems) {
            elem = elem == null ? e.type : join(elem, e.type, e.source.pos());
        }
        X10ExpressionNode[] nodes = new X10ExpressionNode[elems.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = coerce(elems.get(i), elem, "element").node;
        }
        return new TExpr(new NewRailNode.Literal(elem.elementKind(), nodes), Type.rail(elem), r);
    }

    // ---- operators ----

    private TExpr unary(Unary u) {
        if (u.op() == MINUS && u.operand() instanceof Literal l && (l.kind() == LONG_LIT || l.kind() == INT_LIT)) {
            // -9223372036854775808 and -2147483648 are literals of their own
            long v = parseIntegralChecked(l);
            return l.kind() == LONG_LIT ? new TExpr(new Literals.LongLiteral(-v), Type.LONG, u) : new TExpr(new Literals.IntLiteral((int) -v), Type.INT, u);
        }
        TExpr operand = expression(u.operand());
        Type type = operand.type;
        switch (u.op()) {
            case MINUS, PLUS -> {
                type = type == Type.CHAR ? Type.INT : type;
                requireNumeric(operand, "unary " + u.op().text);
                X10ExpressionNode o = coerce(operand, type, "operand").node;
                return new TExpr(u.op() == MINUS ? ArithmeticNodesFactory.NegNodeGen.create(o) : o, type, u);
            }
            case BANG -> {
                return new TExpr(LogicalNodesFactory.NotNodeGen.create(coerce(operand, Type.BOOLEAN, "operand of !").node), Type.BOOLEAN, u);
            }
            case TILDE -> {
                if (!type.isIntegral()) {
                    throw new CompileError(u.pos(), "~ needs an Int or a Long, not " + type);
                }
                return new TExpr(BitwiseNodesFactory.ComplementNodeGen.create(operand.node), type, u);
            }
            default -> throw new IllegalStateException();
        }
    }

    private long parseIntegralChecked(Literal l) {
        // the magnitude of the most negative value is a valid literal only after unary minus
        if (l.kind() == LONG_LIT && l.text().equals("9223372036854775808")) {
            return Long.MIN_VALUE;
        }
        if (l.kind() == INT_LIT && l.text().equals("2147483648")) {
            return Integer.MIN_VALUE;
        }
        try {
            return parseIntegral(l.text(), l.kind() == LONG_LIT);
        } catch (NumberFormatException ex) {
            throw new CompileError(l.pos(), "number " + l.text() + " is out of range");
        }
    }

    private void requireNumeric(TExpr e, String what) {
        if (!e.type.isNumeric() && e.type != Type.CHAR && e.type != Type.PENDING) {
            throw new CompileError(e.source.pos(), what + " needs a number, not " + e.type);
        }
    }

    /** The type two numeric operands are converted to: Double, Float, Long or Int. */
    static Type promote(Type a, Type b) {
        if (a == Type.DOUBLE || b == Type.DOUBLE) {
            return Type.DOUBLE;
        }
        if (a == Type.FLOAT || b == Type.FLOAT) {
            return Type.FLOAT;
        }
        if (a == Type.LONG || b == Type.LONG) {
            return Type.LONG;
        }
        return Type.INT;
    }

    private TExpr binary(Binary b) {
        TokenKind op = b.op();
        if (op == ANDAND || op == OROR) {
            X10ExpressionNode left = condition(b.left());
            X10ExpressionNode right = conditionalOperand(() -> condition(b.right()));
            return new TExpr(new LogicalNodes.ShortCircuitNode(left, right, op == ANDAND), Type.BOOLEAN, b);
        }
        List<TExpr> ops = operands(List.of(b.left(), b.right()));
        return binaryOperation(b, ops.get(0), ops.get(1));
    }

    /** The operator of {@code b} applied to operands already translated. */
    private TExpr binaryOperation(Binary b, TExpr left, TExpr right) {
        TokenKind op = b.op();
        TExpr l = left;
        TExpr r = right;
        // X10: an unsuffixed integer literal next to an Int operand is an Int (N-1, 0..(N-1))
        if (l.type == Type.INT) {
            r = intLiteralIfFits(r);
        } else if (r.type == Type.INT) {
            l = intLiteralIfFits(l);
        }
        if (l.type == Type.PENDING || r.type == Type.PENDING) {
            return new TExpr(l.node, isComparison(op) ? Type.BOOLEAN : Type.PENDING, b);
        }
        switch (op) {
            case PLUS:
                if (l.type == Type.STRING || r.type == Type.STRING) {
                    checkValue(l);
                    checkValue(r);
                    return new TExpr(new ConcatNode(l.node, r.node), Type.STRING, b);
                }
                return arithmetic(b, l, r, ArithmeticNodesFactory.AddNodeGen::create);
            case MINUS:
                return arithmetic(b, l, r, ArithmeticNodesFactory.SubNodeGen::create);
            case STAR:
                return arithmetic(b, l, r, ArithmeticNodesFactory.MulNodeGen::create);
            case SLASH:
                return arithmetic(b, l, r, ArithmeticNodesFactory.DivNodeGen::create);
            case PERCENT:
                return arithmetic(b, l, r, ArithmeticNodesFactory.RemNodeGen::create);
            case AMP:
            case BAR:
            case CARET: {
                java.util.function.BiFunction<X10ExpressionNode, X10ExpressionNode, X10ExpressionNode> f = switch (op) {
                    case AMP -> BitwiseNodesFactory.AndNodeGen::create;
                    case BAR -> BitwiseNodesFactory.OrNodeGen::create;
                    default -> BitwiseNodesFactory.XorNodeGen::create;
                };
                if (l.type == Type.BOOLEAN && r.type == Type.BOOLEAN) {
                    return new TExpr(f.apply(l.node, r.node), Type.BOOLEAN, b);
                }
                if (!l.type.isIntegral() || !r.type.isIntegral()) {
                    throw new CompileError(b.pos(), "operator " + op.text + " needs two Booleans or two integers, not " + l.type + " and " + r.type);
                }
                Type type = promote(l.type, r.type);
                return new TExpr(f.apply(coerce(l, type, "operand").node, coerce(r, type, "operand").node), type, b);
            }
            case SHL:
            case SHR:
            case USHR: {
                if (!l.type.isIntegral() || !r.type.isIntegral()) {
                    throw new CompileError(b.pos(), "operator " + op.text + " needs integers, not " + l.type + " and " + r.type);
                }
                X10ExpressionNode n = switch (op) {
                    case SHL -> BitwiseNodesFactory.ShiftLeftNodeGen.create(l.node, r.node);
                    case SHR -> BitwiseNodesFactory.ShiftRightNodeGen.create(l.node, r.node);
                    default -> BitwiseNodesFactory.UnsignedShiftRightNodeGen.create(l.node, r.node);
                };
                return new TExpr(n, l.type, b);
            }
            case EQ:
            case NE: {
                X10ExpressionNode eq;
                if (isNumericOrChar(l.type) && isNumericOrChar(r.type)) {
                    Type type = l.type == Type.CHAR && r.type == Type.CHAR ? Type.CHAR : promote(numeric(l.type), numeric(r.type));
                    eq = ComparisonNodesFactory.EqualNodeGen.create(coerce(l, type, "operand").node, coerce(r, type, "operand").node);
                } else if (l.type == Type.BOOLEAN && r.type == Type.BOOLEAN || isAssignable(l.type, r.type) || isAssignable(r.type, l.type)) {
                    eq = ComparisonNodesFactory.EqualNodeGen.create(l.node, r.node);
                } else {
                    throw new CompileError(b.pos(), "cannot compare " + l.type + " with " + r.type);
                }
                return new TExpr(op == EQ ? eq : LogicalNodesFactory.NotNodeGen.create(eq), Type.BOOLEAN, b);
            }
            case LT:
            case LE:
            case GT:
            case GE: {
                if (!isNumericOrChar(l.type) || !isNumericOrChar(r.type)) {
                    throw new CompileError(b.pos(), "operator " + op.text + " needs numbers, not " + l.type + " and " + r.type);
                }
                Type type = l.type == Type.CHAR && r.type == Type.CHAR ? Type.CHAR : promote(numeric(l.type), numeric(r.type));
                X10ExpressionNode ln = coerce(l, type, "operand").node;
                X10ExpressionNode rn = coerce(r, type, "operand").node;
                X10ExpressionNode n = switch (op) {
                    case LT -> ComparisonNodesFactory.LessThanNodeGen.create(ln, rn);
                    case LE -> ComparisonNodesFactory.LessOrEqualNodeGen.create(ln, rn);
                    case GT -> ComparisonNodesFactory.GreaterThanNodeGen.create(ln, rn);
                    default -> ComparisonNodesFactory.GreaterOrEqualNodeGen.create(ln, rn);
                };
                return new TExpr(n, Type.BOOLEAN, b);
            }
            case RANGE: {
                if (!l.type.isIntegral() || !r.type.isIntegral()) {
                    throw new CompileError(b.pos(), "a range a..b needs integer bounds, not " + l.type + " and " + r.type);
                }
                Type type = promote(l.type, r.type);
                X10ExpressionNode n = LangBuiltinsFactory.MakeRangeNodeGen.create(new X10ExpressionNode[]{coerce(l, type, "bound").node, coerce(r, type, "bound").node});
                return new TExpr(n, type == Type.INT ? Type.INT_RANGE : Type.LONG_RANGE, b);
            }
            default:
                throw new CompileError(b.pos(), "operator " + op.text + " is not supported");
        }
    }

    private static TExpr intLiteralIfFits(TExpr e) {
        if (e.type == Type.LONG && e.node instanceof Literals.LongLiteral lit) {
            long v = lit.executeLong(null);
            if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) {
                return new TExpr(new Literals.IntLiteral((int) v), Type.INT, e.source);
            }
        }
        return e;
    }

    private static boolean isComparison(TokenKind op) {
        return switch (op) {
            case EQ, NE, LT, LE, GT, GE -> true;
            default -> false;
        };
    }

    private static boolean isNumericOrChar(Type t) {
        return t.isNumeric() || t == Type.CHAR;
    }

    private static Type numeric(Type t) {
        return t == Type.CHAR ? Type.INT : t;
    }

    private TExpr arithmetic(Binary b, TExpr l, TExpr r, java.util.function.BiFunction<X10ExpressionNode, X10ExpressionNode, X10ExpressionNode> factory) {
        if (!isNumericOrChar(l.type) || !isNumericOrChar(r.type)) {
            throw new CompileError(b.pos(), "operator " + b.op().text + " needs numbers, not " + l.type + " and " + r.type);
        }
        Type type = promote(numeric(l.type), numeric(r.type));
        return new TExpr(factory.apply(coerce(l, type, "operand").node, coerce(r, type, "operand").node), type, b);
    }

    /** An operand that runs only sometimes (right of &&, a branch of ?:): its lifted calls stay inside it. */
    private X10ExpressionNode conditionalOperand(java.util.function.Supplier<X10ExpressionNode> translate) {
        List<X10StatementNode> outer = pending;
        pending = new ArrayList<>();
        FlowState before = flow.copy();
        try {
            X10ExpressionNode n = translate.get();
            return pending.isEmpty() ? n : new SequenceNode(pending.toArray(new X10StatementNode[0]), n);
        } finally {
            pending = outer;
            flow.definitely.retainAll(before.definitely);
        }
    }

    private TExpr conditional(Conditional c) {
        X10ExpressionNode cond = condition(c.cond());
        TExpr[] branches = new TExpr[2];
        X10ExpressionNode[] nodes = new X10ExpressionNode[2];
        List<X10StatementNode>[] lifted = newListArray();
        Expr[] exprs = {c.then(), c.otherwise()};
        for (int i = 0; i < 2; i++) {
            List<X10StatementNode> outer = pending;
            pending = new ArrayList<>();
            try {
                branches[i] = expression(exprs[i]);
                lifted[i] = pending;
            } finally {
                pending = outer;
            }
        }
        Type type = join(branches[0].type, branches[1].type, c.pos());
        for (int i = 0; i < 2; i++) {
            X10ExpressionNode n = coerce(branches[i], type, "branch of ?:").node;
            nodes[i] = lifted[i].isEmpty() ? n : new SequenceNode(lifted[i].toArray(new X10StatementNode[0]), n);
        }
        return new TExpr(new LogicalNodes.ConditionalNode(cond, nodes[0], nodes[1]), type, c);
    }

    @SuppressWarnings("unchecked")
    private static List<X10StatementNode>[] newListArray() {
        return new List[2];
    }

    /** The common type of two branches or returns. */
    private Type join(Type a, Type b, Pos pos) {
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

    private TExpr cast(Cast c) {
        TExpr v = expression(c.value());
        Type target = t.types.resolve(c.type());
        if (v.type == Type.PENDING) {
            return new TExpr(v.node, target, c);
        }
        if (isNumericOrChar(v.type) && isNumericOrChar(target)) {
            return new TExpr(convert(v.node, target), target, c);
        }
        if (isAssignable(v.type, target)) {
            return new TExpr(coerce(v, target, "cast").node, target, c);
        }
        if (v.type == Type.ANY) {
            return new TExpr(new RuntimeCastNode(v.node, javaClassOf(target), target.toString()), target, c);
        }
        throw new CompileError(c.pos(), "cannot convert " + v.type + " to " + target);
    }

    private TExpr instanceOf(InstanceOf i) {
        TExpr v = expression(i.value());
        Type target = t.types.resolve(i.type());
        if (target.kind == Type.Kind.CLASS) {
            return new TExpr(new InstanceOfNode(v.node, target.classInfo.runtimeClass, null), Type.BOOLEAN, i);
        }
        if (target.kind == Type.Kind.EXCEPTION) {
            return new TExpr(new InstanceOfNode(v.node, null, target.exceptionKind), Type.BOOLEAN, i);
        }
        return new TExpr(new InstanceOfNode(v.node, javaClassOf(target)), Type.BOOLEAN, i);
    }

    /** The Java class that values of a type have at run time. */
    private static Class<?> javaClassOf(Type type) {
        return switch (type.kind) {
            case LONG -> Long.class;
            case INT -> Integer.class;
            case DOUBLE -> Double.class;
            case FLOAT -> Float.class;
            case BOOLEAN -> Boolean.class;
            case CHAR -> Character.class;
            case STRING -> String.class;
            case RAIL -> X10Rail.class;
            case CLASS -> X10Object.class;
            case EXCEPTION -> X10Exception.class;
            case FUNCTION -> X10Closure.class;
            case LONG_RANGE, INT_RANGE -> X10Range.class;
            case RANDOM -> X10Random.class;
            default -> Object.class;
        };
    }

    // ---- assignment ----

    private TExpr assign(Assign a) {
        Expr target = a.target();
        if (a.op() == ASSIGN) {
            return simpleAssign(target, a.value(), a.pos());
        }
        TokenKind binop = switch (a.op()) {
            case PLUS_ASSIGN -> PLUS;
            case MINUS_ASSIGN -> MINUS;
            case STAR_ASSIGN -> STAR;
            case SLASH_ASSIGN -> SLASH;
            case PERCENT_ASSIGN -> PERCENT;
            case AMP_ASSIGN -> AMP;
            case BAR_ASSIGN -> BAR;
            case CARET_ASSIGN -> CARET;
            case SHL_ASSIGN -> SHL;
            case SHR_ASSIGN -> SHR;
            default -> USHR;
        };
        return readModifyWrite(target, a.pos(), (current, place) -> {
            // as in Java, the place's value is read before a call in the right-hand side runs
            List<TExpr> ops = appendOperand(new ArrayList<>(List.of(current)), a.value());
            TExpr combined = binaryOf(binop, ops.get(0), ops.get(1), a.pos());
            // compound assignment converts back to the target's type, as Java and X10 do
            return new TExpr[]{new TExpr(convertNumeric(combined, place), place, null), null};
        });
    }

    private TExpr convertNumericExpr(TExpr e, Type target) {
        return new TExpr(convertNumeric(e, target), target, e.source);
    }

    private X10ExpressionNode convertNumeric(TExpr e, Type target) {
        if (e.type.equals(target) || e.type == Type.PENDING) {
            return e.node;
        }
        if (isNumericOrChar(e.type) && isNumericOrChar(target)) {
            return convert(e.node, target);
        }
        return coerce(e, target, "assignment").node;
    }

    private TExpr binaryOf(TokenKind op, TExpr l, TExpr r, Pos pos) {
        Binary synthetic = new Binary(pos, op, new Literal(pos, NULL, "null"), new Literal(pos, NULL, "null"));
        return binaryOperation(synthetic, l, r);
    }

    /** The place an assignment stores into: a local, a field, or a Rail element. */
    private interface Update {
        /** Given the current value of the place and its type, returns {new value, result} (result null: the new value). */
        TExpr[] apply(TExpr current, Type placeType);
    }

    private TExpr simpleAssign(Expr target, Expr valueExpr, Pos pos) {
        if (target instanceof Name n) {
            LocalVar v = lookupLocal(n.name(), n.pos());
            if (v != null) {
                TExpr value = expression(valueExpr, true);
                checkLocalWrite(v, n.pos());
                return new TExpr(writeLocal(v, coerce(value, v.type, "value assigned to " + v.name).node), v.type, null);
            }
            FieldLocation f = implicitFieldLocation(n.name(), n.pos());
            if (f == null) {
                throw new CompileError(n.pos(), "unknown variable " + n.name());
            }
            checkFieldWrite(f.field, n.pos());
            TExpr value = expression(valueExpr, true);
            return fieldWrite(f.receiver, f.field, value, pos);
        }
        if (target instanceof FieldAccess fa) {
            FieldLocation f = explicitFieldLocation(fa);
            checkFieldWrite(f.field, fa.pos());
            List<TExpr> ops = new ArrayList<>();
            ops.add(f.receiver);
            TExpr value = appendOperand(ops, valueExpr).get(1);
            return fieldWrite(ops.get(0), f.field, value, pos);
        }
        Apply ap = railElement(target);
        if (ap != null) {
            List<TExpr> ops = railElementOperands(ap, valueExpr, "r(i) = v");
            TExpr rail = ops.get(0);
            TExpr index = coerce(ops.get(1), Type.LONG, "Rail index");
            TExpr value = coerce(ops.get(2), rail.type.element, "value stored in the Rail");
            return new TExpr(RailNodesFactory.RailWriteNodeGen.create(rail.node, index.node, value.node), rail.type.element, null);
        }
        throw new CompileError(pos, "this cannot be assigned to");
    }

    private record FieldLocation(TExpr receiver, FieldInfo field) {
    }

    /**
     * The Rail and the index of an element target, then {@code value} if not null, translated left
     * to right. {@code form} names the assignment for the message when the target is no Rail.
     */
    private List<TExpr> railElementOperands(Apply ap, Expr value, String form) {
        List<Expr> all = new ArrayList<>();
        all.add(ap.target());
        all.addAll(ap.args());
        if (value != null) {
            all.add(value);
        }
        List<TExpr> ops = operands(all);
        if (ops.get(0).type.kind != Type.Kind.RAIL) {
            throw new CompileError(ap.pos(), "only Rail elements can be assigned with " + form + "; this is a " + ops.get(0).type);
        }
        if (ap.args().size() != 1) {
            throw new CompileError(ap.pos(), "a Rail is indexed with one argument");
        }
        return ops;
    }

    /**
     * The Rail element an assignment target names, as the indexing {@code rail(index)}; null if it
     * is no such target. The parser reads {@code f(i)}, {@code o.f(i)}, {@code C.f(i)} and
     * {@code this.f(i)} as calls: as targets they index the Rail in the variable or field {@code f}.
     */
    private static Apply railElement(Expr target) {
        return switch (target) {
            case Apply a -> a;
            case Call c when c.target() == null -> new Apply(c.pos(), new Name(c.pos(), c.name()), c.args());
            case Call c -> new Apply(c.pos(), new FieldAccess(c.pos(), c.target(), c.name()), c.args());
            default -> null;
        };
    }

    private FieldLocation implicitFieldLocation(String name, Pos pos) {
        for (ScopeClass s : scopeClasses()) {
            FieldInfo f = s.cls.fields.get(name);
            if (f != null) {
                return new FieldLocation(f.isStatic ? staticHolder(s.cls) : instanceIn(s, "instance field " + name, pos), f);
            }
        }
        return null;
    }

    private FieldLocation explicitFieldLocation(FieldAccess fa) {
        String cn = className(fa.target());
        if (cn != null) {
            ClassInfo c = t.classes.get(cn);
            FieldInfo f = c == null ? null : c.fields.get(fa.name());
            if (f == null || !f.isStatic) {
                throw new CompileError(fa.pos(), "no assignable static field " + cn + "." + fa.name());
            }
            return new FieldLocation(staticHolder(c), f);
        }
        TExpr receiver = expression(fa.target());
        if (receiver.type.kind != Type.Kind.CLASS) {
            throw new CompileError(fa.pos(), "field " + fa.name() + " of a " + receiver.type + " cannot be assigned");
        }
        FieldInfo f = receiver.type.classInfo.fields.get(fa.name());
        if (f == null) {
            throw new CompileError(fa.pos(), "class " + receiver.type.classInfo.name + " has no field " + fa.name());
        }
        return new FieldLocation(f.isStatic ? staticHolder(receiver.type.classInfo) : receiver, f);
    }

    private void checkFieldWrite(FieldInfo f, Pos pos) {
        if (f.isVar || inferring) {
            return;
        }
        // a val field may be assigned in a constructor (or static initializer) of its class
        boolean inOwnConstructor = method != null && method.isConstructor && method.owner == f.owner && !f.isStatic && enclosing == null;
        boolean inStaticInit = method == null && f.isStatic && enclosing == null;
        if (!inOwnConstructor && !inStaticInit) {
            throw new CompileError(pos, "cannot assign to val field " + f.name);
        }
    }

    private void checkLocalWrite(LocalVar v, Pos pos) {
        if (inferring) {
            return;
        }
        checkAsyncAccess(v, pos, "assigned");
        if (v.isVar) {
            return;
        }
        if (v.captured) {
            throw new CompileError(pos, "val " + v.name + " of an enclosing function is assigned already; a closure cannot assign it");
        }
        if (flow.possibly.contains(v)) {
            throw new CompileError(pos, "val " + v.name + " may already have been assigned");
        }
        if (v.loopDepth < loopDepth) {
            throw new CompileError(pos, "val " + v.name + " cannot be assigned inside a loop (it would be assigned more than once)");
        }
        if (asyncDepth > v.asyncDepth) {
            int finishAtAsync = firstAsyncFinishDepthAfter(v.asyncDepth);
            flow.possibly.add(v);
            if (finishAtAsync <= v.finishDepth) {
                // no finish in the val's scope waits for the async: the val is never definitely assigned
                return;
            }
            // assigned once the finish that governs the async ends
            finishAssignedAt(finishAtAsync).add(v);
            flow.possibly.add(v);
            flow.definitely.add(v);
            return;
        }
        flow.possibly.add(v);
        flow.definitely.add(v);
    }

    /** The list of the finish at depth {@code depth} (1 = outermost). */
    private List<LocalVar> finishAssignedAt(int depth) {
        List<List<LocalVar>> outermostFirst = new ArrayList<>(finishAssigned);
        java.util.Collections.reverse(outermostFirst);
        return outermostFirst.get(depth - 1);
    }

    /**
     * {@code x op= v}, {@code x++} and friends: the place is evaluated once (receiver and index
     * go into temporaries), read, combined and written back.
     */
    private TExpr readModifyWrite(Expr target, Pos pos, Update update) {
        List<X10StatementNode> setup = new ArrayList<>();
        TExpr current;
        java.util.function.Function<TExpr, X10ExpressionNode> store;
        Type placeType;
        if (target instanceof Name n && lookupLocal(n.name(), n.pos()) != null) {
            LocalVar v = lookupLocal(n.name(), n.pos());
            checkLocalRead(v, n.pos());
            if (!v.isVar && !inferring) {
                throw new CompileError(n.pos(), "val " + v.name + " cannot be modified");
            }
            checkLocalWrite(v, n.pos());
            placeType = v.type;
            current = new TExpr(readLocal(v), v.type, null);
            store = value -> writeLocal(v, value.node);
        } else if (target instanceof Name || target instanceof FieldAccess) {
            FieldLocation f = target instanceof Name n ? implicitFieldLocation(n.name(), n.pos()) : explicitFieldLocation((FieldAccess) target);
            if (f == null) {
                throw new CompileError(target.pos(), "unknown variable " + ((Name) target).name());
            }
            checkFieldWrite(f.field, target.pos());
            LocalVar recv = temp(Type.ANY);
            setup.add(writeLocal(recv, f.receiver.node));
            TExpr receiver = new TExpr(readLocal(recv), f.receiver.type, null);
            placeType = t.fieldType(f.field);
            current = fieldRead(receiver, f.field, pos);
            store = value -> fieldWrite(new TExpr(readLocal(recv), f.receiver.type, null), f.field, value, pos).node;
        } else {
            Apply ap = railElement(target);
            if (ap == null) {
                throw new CompileError(target.pos(), "this cannot be assigned to");
            }
            List<TExpr> ops = railElementOperands(ap, null, "r(i) op= v");
            TExpr rail = ops.get(0);
            LocalVar railTemp = temp(rail.type);
            LocalVar indexTemp = temp(Type.LONG);
            setup.add(writeLocal(railTemp, rail.node));
            setup.add(writeLocal(indexTemp, coerce(ops.get(1), Type.LONG, "Rail index").node));
            placeType = rail.type.element;
            current = new TExpr(RailNodesFactory.RailReadNodeGen.create(readLocal(railTemp), readLocal(indexTemp)), placeType, null);
            store = value -> RailNodesFactory.RailWriteNodeGen.create(readLocal(railTemp), readLocal(indexTemp), coerce(value, rail.type.element, "value").node);
        }
        // the right-hand side may lift calls; they run after the place is evaluated
        pending.addAll(setup);
        TExpr[] result = update.apply(current, placeType);
        X10ExpressionNode write = store.apply(result[0]);
        if (result[1] == null) {
            return new TExpr(write, placeType, null);
        }
        return new TExpr(new SequenceNode(new X10StatementNode[]{write}, result[1].node), placeType, null);
    }

    private TExpr incDec(IncDec i) {
        TokenKind op = i.increment() ? PLUS : MINUS;
        return readModifyWrite(i.target(), i.pos(), (current, placeType) -> {
            if (!isNumericOrChar(placeType) && placeType != Type.PENDING) {
                throw new CompileError(i.pos(), (i.increment() ? "++" : "--") + " needs a number, not " + placeType);
            }
            TExpr one = placeType == Type.INT || placeType == Type.CHAR ? new TExpr(new Literals.IntLiteral(1), Type.INT, null)
                            : new TExpr(new Literals.LongLiteral(1), Type.LONG, null);
            if (i.prefix()) {
                TExpr next = binaryOf(op, current, one, i.pos());
                return new TExpr[]{convertNumericExpr(next, placeType), null};
            }
            // postfix: remember the old value, store old+1, yield the old value
            LocalVar old = temp(placeType == Type.PENDING ? Type.ANY : placeType);
            pending.add(writeLocal(old, current.node));
            TExpr oldValue = new TExpr(readLocal(old), placeType, null);
            TExpr next = binaryOf(op, oldValue, one, i.pos());
            return new TExpr[]{convertNumericExpr(next, placeType), new TExpr(readLocal(old), placeType, null)};
        });
    }

    // ---- closures ----

    private TExpr closure(Closure c) {
        FunctionTranslator inner = new FunctionTranslator(t, cls, null, isStatic, this);
        inner.asyncNames = AsyncNames.of(c);
        inner.inferring = inferring;
        inner.loopBarrier = 0;
        List<Type> paramTypes = new ArrayList<>();
        for (Param p : c.params()) {
            paramTypes.add(t.types.resolve(p.type()));
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
            X10ExpressionNode value = result == Type.VOID ? e.node : inner.coerce(e, result, "closure result").node;
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
                    probe.statement(c.blockBody());
                } finally {
                    t.inferenceDepth--;
                }
                inner.declaredResult = probe.joinReturnTypes(c.pos());
                inner.inferring = inferring;
            }
            result = inner.declaredResult;
            body.add(inner.statement(c.blockBody()));
        }
        List<X10StatementNode> all = new ArrayList<>(inner.captureInits);
        all.addAll(body);
        RootCallTarget target = t.makeRoot((cls == null ? "" : cls.name + ".") + "closure@" + c.pos().line(), c.pos(), inner.frame.build(), block(all));
        X10ExpressionNode[] captures = inner.captureSources.toArray(new X10ExpressionNode[0]);
        return new TExpr(new MakeClosureNode(target, captures), Type.function(paramTypes, result), c);
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

    // =====================================================================================
    // Types and conversions
    // =====================================================================================

    /** Can a value of type {@code from} be stored where {@code to} is expected (with an implicit conversion)? */
    static boolean isAssignable(Type from, Type to) {
        if (from.equals(to) || from == Type.PENDING || to == Type.PENDING || to == Type.ANY) {
            return from != Type.VOID;
        }
        if (from == Type.NULL) {
            return to.isReference();
        }
        if (from.isNumeric() && to.isNumeric()) {
            // widening conversions; and Long to Int, which X10 samples rely on (see docs/language.md)
            return switch (to.kind) {
                case DOUBLE -> true;
                case FLOAT -> from != Type.DOUBLE;
                case LONG -> from == Type.INT;
                case INT -> from == Type.LONG;
                default -> false;
            };
        }
        if (from.kind == Type.Kind.EXCEPTION && to.kind == Type.Kind.EXCEPTION) {
            return from.exceptionKind.isSubkindOf(to.exceptionKind);
        }
        if (from.kind == Type.Kind.FUNCTION && to.kind == Type.Kind.FUNCTION) {
            return from.params.equals(to.params) && (to.result == Type.VOID || isAssignable(from.result, to.result) && from.result.repr() == to.result.repr());
        }
        return false;
    }

    static TExpr coerce(TExpr e, Type to, String what) {
        if (e.type.equals(to) || e.type == Type.PENDING || to == Type.PENDING) {
            return e;
        }
        if (!isAssignable(e.type, to)) {
            Pos pos = e.source != null ? e.source.pos() : new Pos(1, 1, 0, 0);
            if (e.type == Type.VOID) {
                throw new CompileError(pos, what + ": a void expression has no value");
            }
            throw new CompileError(pos, what + " has type " + e.type + ", but " + to + " is expected");
        }
        if (e.type.isNumeric() && to.isNumeric()) {
            return new TExpr(convert(e.node, to), to, e.source);
        }
        return new TExpr(e.node, to, e.source);
    }

    private static X10ExpressionNode convert(X10ExpressionNode n, Type to) {
        return switch (to.kind) {
            case LONG -> ConversionNodesFactory.ToLongNodeGen.create(n);
            case INT -> ConversionNodesFactory.ToIntNodeGen.create(n);
            case DOUBLE -> ConversionNodesFactory.ToDoubleNodeGen.create(n);
            case FLOAT -> ConversionNodesFactory.ToFloatNodeGen.create(n);
            case CHAR -> ConversionNodesFactory.ToCharNodeGen.create(n);
            default -> throw new IllegalStateException("not numeric: " + to);
        };
    }
}
