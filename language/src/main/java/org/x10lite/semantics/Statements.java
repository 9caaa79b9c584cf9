package org.x10lite.semantics;

import static org.x10lite.semantics.FunctionTranslator.block;
import static org.x10lite.semantics.TypeRules.coerce;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.frame.FrameSlotKind;
import org.x10lite.builtins.LangBuiltinsFactory;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.X10BlockNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.controlflow.IfNode;
import org.x10lite.nodes.controlflow.JumpNodes;
import org.x10lite.nodes.controlflow.WhileLoopNode;
import org.x10lite.nodes.controlflow.ThrowNode;
import org.x10lite.nodes.controlflow.TryNode;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.expression.SequenceNode;
import org.x10lite.nodes.local.SharedLocalNodes;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.AtomicNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.nodes.rail.RailNodesFactory;
import org.x10lite.parser.Tree.*;
import org.x10lite.semantics.FunctionTranslator.IterationBody;
import org.x10lite.semantics.FunctionTranslator.TExpr;
import org.x10lite.values.ExceptionKind;

/**
 * The statements, for the {@link FunctionTranslator} of one function: declarations, control flow,
 * {@code finish}, {@code async}, {@code atomic}/{@code when}, {@code try} and {@code throw}, with
 * definite assignment along their paths and the finish/async rules. Separate from the translator,
 * which keeps the state these update (depths, flow, scopes) and translates their expressions.
 */
final class Statements {
    /** The function being translated: its state, its locals and the translation of expressions. */
    private final FunctionTranslator translator;

    Statements(FunctionTranslator translator) {
        this.translator = translator;
    }

    X10StatementNode statement(Stmt s) {
        X10StatementNode node = translator.statementContext(() -> translateStatement(s));
        if (!(s instanceof Block || s instanceof Empty)) {
            node.markStatement();
        }
        // a node that already has a span (e.g. the only statement of a block) keeps its own
        return node.hasSourceSpan() ? node : node.at(s.pos().offset(), s.pos().length());
    }

    private X10StatementNode translateStatement(Stmt s) {
        return switch (s) {
            case Block b -> translator.inScope(() -> {
                List<X10StatementNode> list = new ArrayList<>();
                for (Stmt st : b.stmts()) {
                    list.add(statement(st));
                }
                return list.isEmpty() ? new X10BlockNode(new X10StatementNode[0]) : block(list);
            });
            case Empty e -> new X10BlockNode(new X10StatementNode[0]);
            case LocalDecl d -> localDecl(d);
            case Declarations ds -> {
                List<X10StatementNode> list = new ArrayList<>();
                for (LocalDecl d : ds.decls()) {
                    list.add(translator.statementContext(() -> localDecl(d)));
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
        TExpr te = translator.expression(e, true);
        return te.node();
    }

    private X10StatementNode localDecl(LocalDecl d) {
        Type declared = d.type() == null ? null : translator.t.types.resolve(d.type());
        TExpr init = null;
        if (d.init() != null) {
            init = translator.expression(d.init(), true);
        }
        Type type;
        if (declared != null) {
            type = declared;
        } else {
            type = init.type();
            if (type == Type.VOID) {
                throw new CompileError(d.pos(), "cannot declare " + d.name() + " from an expression of type void");
            }
            if (type == Type.NULL) {
                throw new CompileError(d.pos(), "cannot infer the type of " + d.name() + " from null; declare it");
            }
        }
        X10ExpressionNode value = init == null ? null : coerce(init, type, "initializer of " + d.name()).node();
        boolean shared = (d.isVar() || value == null) && translator.asyncNames.contains(d.name());
        LocalVar v = translator.declare(d.name(), type, d.isVar(), d.pos(), shared);
        if (value == null) {
            if (d.isVar()) {
                // X10 gives a var with a type but no initializer its type's zero value
                translator.flow.definitely.add(v);
                return translator.initLocal(v, zeroValue(type));
            }
            return shared ? new SharedLocalNodes.DeclareSharedLocalNode(v.slot) : new X10BlockNode(new X10StatementNode[0]);
        }
        translator.flow.definitely.add(v);
        translator.flow.possibly.add(v);
        return translator.initLocal(v, value);
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
        X10ExpressionNode cond = translator.condition(i.cond());
        FlowState before = translator.flow.copy();
        X10StatementNode then = translator.inScope(() -> statement(i.then()));
        FlowState afterThen = translator.flow;
        translator.flow = before;
        X10StatementNode otherwise = i.otherwise() == null ? null : translator.inScope(() -> statement(i.otherwise()));
        translator.flow = FlowState.join(afterThen, translator.flow);
        return new IfNode(cond, then, otherwise);
    }

    /** A condition evaluated on every iteration: calls lifted out of it must run each time too. */
    private X10ExpressionNode loopCondition(Expr e) {
        List<X10StatementNode> outer = translator.pending;
        translator.pending = new ArrayList<>();
        translator.loopConditionDepth++;
        try {
            X10ExpressionNode c = translator.condition(e);
            return translator.pending.isEmpty() ? c : new SequenceNode(translator.pending.toArray(new X10StatementNode[0]), c);
        } finally {
            translator.loopConditionDepth--;
            translator.pending = outer;
        }
    }

    private IterationBody loopBody(Stmt body) {
        FlowState before = translator.flow.copy();
        translator.loopDepth++;
        try {
            return translator.iteration(() -> translator.inScope(() -> statement(body)));
        } finally {
            translator.loopDepth--;
            translator.flow = before;
        }
    }

    private X10StatementNode whileStatement(While w) {
        X10ExpressionNode cond = loopCondition(w.cond());
        IterationBody body = loopBody(w.body());
        return new WhileLoopNode(cond, body.node(), null, true, body.locals());
    }

    private X10StatementNode doWhileStatement(DoWhile d) {
        translator.loopDepth++;
        IterationBody body;
        try {
            body = translator.iteration(() -> translator.inScope(() -> statement(d.body())));
        } finally {
            translator.loopDepth--;
        }
        X10ExpressionNode cond = loopCondition(d.cond());
        return new WhileLoopNode(cond, body.node(), null, false, body.locals());
    }

    private X10StatementNode forStatement(For f) {
        return translator.inScope(() -> {
            List<X10StatementNode> init = new ArrayList<>();
            for (Stmt s : f.init()) {
                init.add(statement(s));
            }
            X10ExpressionNode cond = f.cond() == null ? new Literals.BooleanLiteral(true) : loopCondition(f.cond());
            FlowState before = translator.flow.copy();
            translator.loopDepth++;
            IterationBody body;
            List<X10StatementNode> updates = new ArrayList<>();
            try {
                body = translator.iteration(() -> translator.inScope(() -> statement(f.body())));
                for (Expr u : f.update()) {
                    updates.add(translator.statementContext(() -> translator.expression(u, true).node()));
                }
            } finally {
                translator.loopDepth--;
                translator.flow = before;
            }
            X10StatementNode update = updates.isEmpty() ? null : block(updates);
            init.add(new WhileLoopNode(cond, body.node(), update, true, body.locals()));
            return block(init);
        });
    }

    private X10StatementNode forInStatement(ForIn f) {
        TExpr iterable = translator.expression(f.iterable());
        return translator.inScope(() -> {
            List<X10StatementNode> setup = new ArrayList<>();
            Type it = iterable.type();
            LocalVar counter = translator.temp(Type.LONG);
            LocalVar limit = translator.temp(Type.LONG);
            if (it.isRange()) {
                Type elem = it.kind == Type.Kind.INT_RANGE ? Type.INT : Type.LONG;
                LocalVar var = f.var() == null ? null : declareLoopVar(f, elem);
                IterationBody body = loopBody(f.body());
                ForRangeNode.HandOverSlots handOver = handOverSlots(body.node());
                setup.add(new ForRangeNode(iterable.node(), counter.slot, limit.slot, var == null ? -1 : var.slot, elem == Type.INT, body.node(), handOver, false,
                                body.locals()));
                loopSlotsDieAtEnd(handOver, counter, limit);
                return block(setup);
            }
            if (it.kind == Type.Kind.RAIL) {
                if (f.var() == null) {
                    throw new CompileError(f.pos(), "iterating over a Rail needs a variable: for (x in rail)");
                }
                LocalVar rail = translator.temp(it);
                LocalVar index = translator.temp(Type.LONG);
                setup.add(translator.writeLocal(rail, iterable.node()));
                LocalVar var = declareLoopVar(f, it.element);
                IterationBody body = loopBody(f.body());
                X10StatementNode fetch = translator.writeLocal(var, RailNodesFactory.RailReadNodeGen.create(translator.readLocal(rail), translator.readLocal(index)));
                X10ExpressionNode range = LangBuiltinsFactory.RailRangeNodeGen.create(new X10ExpressionNode[]{translator.readLocal(rail)});
                ForRangeNode.HandOverSlots handOver = handOverSlots(body.node());
                setup.add(new ForRangeNode(range, counter.slot, limit.slot, index.slot, false, new X10BlockNode(new X10StatementNode[]{fetch, body.node()}), handOver, true,
                                body.locals()));
                loopSlotsDieAtEnd(handOver, counter, limit, rail, index);
                return block(setup);
            }
            throw new CompileError(f.iterable().pos(), "cannot iterate over a value of type " + it + " (a range or a Rail is needed)");
        });
    }

    /**
     * The bookkeeping slots of a range loop nested in another loop die with the outer loop's
     * iteration, unless its body may spawn (hand-over slots): the runtime reads a spawning loop's
     * counter, limit and rest after it ended (a hand-over, a loop share's copy back).
     */
    private void loopSlotsDieAtEnd(ForRangeNode.HandOverSlots handOver, LocalVar... bookkeeping) {
        if (handOver == null) {
            for (LocalVar v : bookkeeping) {
                translator.diesWithIteration(v.slot);
            }
        }
    }

    /**
     * A range loop whose body may spawn may be stopped by a steal for a hand-over: it gets the slots
     * for it (see {@link ForRangeNode}). Under the serial elision nothing is ever stolen, so no loop
     * needs them, nor the re-reads of its limit that a steal's writes would need.
     */
    private ForRangeNode.HandOverSlots handOverSlots(X10StatementNode body) {
        if (translator.t.elide || !Spawns.in(body)) {
            return null;
        }
        return new ForRangeNode.HandOverSlots(translator.temp(Type.LONG).slot, translator.temp(Type.BOOLEAN).slot);
    }

    private LocalVar declareLoopVar(ForIn f, Type elem) {
        if (f.varType() != null) {
            Type declared = translator.t.types.resolve(f.varType());
            if (!declared.equals(elem)) {
                throw new CompileError(f.pos(), "loop variable " + f.var() + " is declared " + declared + " but the elements are " + elem);
            }
        }
        // the loop variable is a fresh val in each iteration: declared inside the loop
        translator.loopDepth++;
        try {
            LocalVar v = translator.declare(f.var(), elem, false, f.pos());
            translator.flow.definitely.add(v);
            translator.flow.possibly.add(v);
            return v;
        } finally {
            translator.loopDepth--;
        }
    }

    private X10StatementNode jump(Pos pos, boolean isBreak) {
        String what = isBreak ? "break" : "continue";
        if (translator.loopDepth == 0) {
            throw new CompileError(pos, "'" + what + "' outside of a loop");
        }
        if (translator.loopDepth == translator.loopBarrier) {
            throw new CompileError(pos, "'" + what + "' cannot leave the body of an async, atomic or closure");
        }
        translator.flow.unreachable = true;
        return isBreak ? new JumpNodes.BreakNode() : new JumpNodes.ContinueNode();
    }

    private X10StatementNode returnStatement(Return r) {
        if (translator.asyncDepth > 0 || translator.atomicDepth > 0) {
            throw new CompileError(r.pos(), "'return' cannot leave the body of an async or atomic");
        }
        X10ExpressionNode value = null;
        if (r.value() != null) {
            TExpr v = translator.expression(r.value(), true);
            if (translator.inferring && translator.declaredResult == null) {
                translator.returnTypes.add(v.type());
                value = v.node();
            } else {
                if (translator.declaredResult == Type.VOID) {
                    throw new CompileError(r.pos(), "cannot return a value from a " + (translator.method != null && translator.method.isConstructor ? "constructor" : "void method"));
                }
                value = coerce(v, translator.declaredResult, "return value").node();
            }
        } else if (translator.declaredResult != null && translator.declaredResult != Type.VOID && !translator.inferring) {
            throw new CompileError(r.pos(), "missing return value of type " + translator.declaredResult);
        } else if (translator.inferring) {
            translator.returnTypes.add(Type.VOID);
        }
        translator.flow.unreachable = true;
        return new JumpNodes.ReturnNode(value);
    }

    private X10StatementNode finishStatement(Finish f) {
        if (translator.atomicDepth > 0) {
            throw new CompileError(f.pos(), "'finish' is not allowed inside atomic or when");
        }
        translator.finishDepth++;
        translator.finishAssigned.push(new ArrayList<>());
        int recordSlot = translator.frame.addSlot(FrameSlotKind.Object, "$finish" + translator.finishDepth, null);
        translator.finishSlots.push(recordSlot);
        X10StatementNode body;
        try {
            body = translator.inScope(() -> statement(f.body()));
        } finally {
            translator.finishDepth--;
            translator.finishSlots.pop();
            List<LocalVar> assigned = translator.finishAssigned.pop();
            translator.flow.definitely.addAll(assigned);
        }
        return new FinishNode(body, recordSlot, translator.t.freshTasksPossible, translator.t.openFinishCounting, translator.loopDepth > 0);
    }

    private X10StatementNode asyncStatement(Async a) {
        if (translator.atomicDepth > 0) {
            throw new CompileError(a.pos(), "'async' is not allowed inside atomic or when");
        }
        FlowState before = translator.flow.copy();
        int savedBarrier = translator.loopBarrier;
        translator.asyncDepth++;
        translator.asyncFinishDepths.push(translator.finishDepth);
        translator.loopBarrier = translator.loopDepth;
        X10StatementNode body;
        try {
            body = translator.inScope(() -> statement(a.body()));
        } finally {
            translator.asyncDepth--;
            translator.asyncFinishDepths.pop();
            translator.loopBarrier = savedBarrier;
        }
        // vals the async assigned count as assigned only once the governing finish ends
        FlowState after = translator.flow;
        translator.flow = before;
        translator.flow.possibly.addAll(after.possibly);
        int stateSlot = translator.frame.addSlot(FrameSlotKind.Object, "$async", null);
        if (translator.finishSlots.isEmpty()) {
            translator.t.escapingAsyncSeen = true;
        }
        return new AsyncNode(body, stateSlot, translator.finishSlots.isEmpty() ? -1 : translator.finishSlots.peek(), translator.t.elide, translator.t.countAsyncs, translator.t.helpFirst, translator.adaptiveSites,
                        translator.t.openFinishCounting, translator.loopDepth > 0);
    }

    private X10StatementNode atomicStatement(Pos pos, Expr cond, Stmt bodyStmt) {
        if (translator.atomicDepth > 0 && cond != null) {
            throw new CompileError(pos, "'when' is not allowed inside atomic or when");
        }
        int savedBarrier = translator.loopBarrier;
        translator.atomicDepth++;
        translator.loopBarrier = translator.loopDepth;
        try {
            X10ExpressionNode c = cond == null ? null : loopCondition(cond);
            X10StatementNode body = translator.inScope(() -> statement(bodyStmt));
            return c == null ? new AtomicNode(body) : new WhenNode(c, body, translator.t.elide);
        } finally {
            translator.atomicDepth--;
            translator.loopBarrier = savedBarrier;
        }
    }

    private X10StatementNode tryStatement(Try tr) {
        FlowState before = translator.flow.copy();
        X10StatementNode body = translator.inScope(() -> statement(tr.body()));
        FlowState joined = translator.flow;
        ExceptionKind[] kinds = new ExceptionKind[tr.catches().size()];
        int[] slots = new int[kinds.length];
        X10StatementNode[] handlers = new X10StatementNode[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            Catch c = tr.catches().get(i);
            Type ct = translator.t.types.resolve(c.type());
            if (ct.kind != Type.Kind.EXCEPTION) {
                throw new CompileError(c.pos(), "can only catch exceptions, not " + ct);
            }
            kinds[i] = ct.exceptionKind;
            translator.flow = before.copy();
            final int index = i;
            handlers[i] = translator.inScope(() -> {
                LocalVar v = translator.declare(c.name(), ct, false, c.pos());
                translator.flow.definitely.add(v);
                slots[index] = v.slot;
                return statement(c.body());
            });
            joined = FlowState.join(joined, translator.flow);
        }
        translator.flow = joined;
        X10StatementNode fin = null;
        int pendingSlot = -1;
        if (tr.fin() != null) {
            fin = translator.inScope(() -> statement(tr.fin()));
            pendingSlot = translator.frame.addSlot(FrameSlotKind.Object, "$pending", null);
        }
        return new TryNode(body, kinds, slots, handlers, fin, pendingSlot);
    }

    private X10StatementNode throwStatement(Throw th) {
        TExpr v = translator.expression(th.value());
        if (v.type().kind != Type.Kind.EXCEPTION && v.type() != Type.PENDING) {
            throw new CompileError(th.value().pos(), "can only throw exceptions, not " + v.type());
        }
        translator.flow.unreachable = true;
        return new ThrowNode(v.node());
    }
}
