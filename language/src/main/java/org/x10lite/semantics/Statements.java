package org.x10lite.semantics;

import static org.x10lite.semantics.FunctionTranslator.block;
import static org.x10lite.semantics.TypeRules.coerce;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.frame.FrameSlotKind;
import org.x10lite.builtins.LangBuiltinsFactory;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.BlockNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.controlflow.IfNode;
import org.x10lite.nodes.controlflow.JumpNodes;
import org.x10lite.nodes.controlflow.LoopNode;
import org.x10lite.nodes.controlflow.ThrowNode;
import org.x10lite.nodes.controlflow.TryNode;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.expression.SequenceNode;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.AtomicNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.nodes.rail.RailNodesFactory;
import org.x10lite.parser.Tree.*;
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
    private final FunctionTranslator ft;

    Statements(FunctionTranslator ft) {
        this.ft = ft;
    }

    X10StatementNode statement(Stmt s) {
        X10StatementNode node = ft.statementContext(() -> translateStatement(s));
        if (!(s instanceof Block || s instanceof Empty)) {
            node.markStatement();
        }
        // a node that already has a span (e.g. the only statement of a block) keeps its own
        return node.hasSourceSpan() ? node : node.at(s.pos().offset(), s.pos().length());
    }

    private X10StatementNode translateStatement(Stmt s) {
        return switch (s) {
            case Block b -> ft.inScope(() -> {
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
                    list.add(ft.statementContext(() -> localDecl(d)));
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
        TExpr te = ft.expression(e, true);
        return te.node();
    }

    private X10StatementNode localDecl(LocalDecl d) {
        Type declared = d.type() == null ? null : ft.t.types.resolve(d.type());
        TExpr init = null;
        if (d.init() != null) {
            init = ft.expression(d.init(), true);
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
        boolean celled = (d.isVar() || value == null) && ft.asyncNames.contains(d.name());
        LocalVar v = ft.declare(d.name(), type, d.isVar(), d.pos(), celled);
        if (value == null) {
            if (d.isVar()) {
                // X10 gives a var with a type but no initializer its type's zero value
                ft.flow.definitely.add(v);
                return ft.initLocal(v, zeroValue(type));
            }
            return celled ? ft.initLocal(v, null) : new BlockNode(new X10StatementNode[0]);
        }
        ft.flow.definitely.add(v);
        ft.flow.possibly.add(v);
        return ft.initLocal(v, value);
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
        X10ExpressionNode cond = ft.condition(i.cond());
        FlowState before = ft.flow.copy();
        X10StatementNode then = ft.inScope(() -> statement(i.then()));
        FlowState afterThen = ft.flow;
        ft.flow = before;
        X10StatementNode otherwise = i.otherwise() == null ? null : ft.inScope(() -> statement(i.otherwise()));
        ft.flow = FlowState.join(afterThen, ft.flow);
        return new IfNode(cond, then, otherwise);
    }

    /** A condition evaluated on every iteration: calls lifted out of it must run each time too. */
    private X10ExpressionNode loopCondition(Expr e) {
        List<X10StatementNode> outer = ft.pending;
        ft.pending = new ArrayList<>();
        try {
            X10ExpressionNode c = ft.condition(e);
            return ft.pending.isEmpty() ? c : new SequenceNode(ft.pending.toArray(new X10StatementNode[0]), c);
        } finally {
            ft.pending = outer;
        }
    }

    private X10StatementNode loopBody(Stmt body) {
        FlowState before = ft.flow.copy();
        ft.loopDepth++;
        try {
            return ft.inScope(() -> statement(body));
        } finally {
            ft.loopDepth--;
            ft.flow = before;
        }
    }

    private X10StatementNode whileStatement(While w) {
        X10ExpressionNode cond = loopCondition(w.cond());
        X10StatementNode body = loopBody(w.body());
        return new LoopNode(cond, body, null, true);
    }

    private X10StatementNode doWhileStatement(DoWhile d) {
        ft.loopDepth++;
        X10StatementNode body;
        try {
            body = ft.inScope(() -> statement(d.body()));
        } finally {
            ft.loopDepth--;
        }
        X10ExpressionNode cond = loopCondition(d.cond());
        return new LoopNode(cond, body, null, false);
    }

    private X10StatementNode forStatement(For f) {
        return ft.inScope(() -> {
            List<X10StatementNode> init = new ArrayList<>();
            for (Stmt s : f.init()) {
                init.add(statement(s));
            }
            X10ExpressionNode cond = f.cond() == null ? new Literals.BooleanLiteral(true) : loopCondition(f.cond());
            FlowState before = ft.flow.copy();
            ft.loopDepth++;
            X10StatementNode body;
            List<X10StatementNode> updates = new ArrayList<>();
            try {
                body = ft.inScope(() -> statement(f.body()));
                for (Expr u : f.update()) {
                    updates.add(ft.statementContext(() -> ft.expression(u, true).node()));
                }
            } finally {
                ft.loopDepth--;
                ft.flow = before;
            }
            X10StatementNode update = updates.isEmpty() ? null : block(updates);
            init.add(new LoopNode(cond, body, update, true));
            return block(init);
        });
    }

    private X10StatementNode forInStatement(ForIn f) {
        TExpr iterable = ft.expression(f.iterable());
        return ft.inScope(() -> {
            List<X10StatementNode> setup = new ArrayList<>();
            Type it = iterable.type();
            LocalVar counter = ft.temp(Type.LONG);
            LocalVar limit = ft.temp(Type.LONG);
            if (it.isRange()) {
                Type elem = it.kind == Type.Kind.INT_RANGE ? Type.INT : Type.LONG;
                LocalVar var = f.var() == null ? null : declareLoopVar(f, elem);
                X10StatementNode body = loopBody(f.body());
                setup.add(new ForRangeNode(iterable.node(), counter.slot, limit.slot, var == null ? -1 : var.slot, elem == Type.INT, body, restSlot(body), false));
                return block(setup);
            }
            if (it.kind == Type.Kind.RAIL) {
                if (f.var() == null) {
                    throw new CompileError(f.pos(), "iterating over a Rail needs a variable: for (x in rail)");
                }
                LocalVar rail = ft.temp(it);
                LocalVar index = ft.temp(Type.LONG);
                setup.add(ft.writeLocal(rail, iterable.node()));
                LocalVar var = declareLoopVar(f, it.element);
                X10StatementNode body = loopBody(f.body());
                X10StatementNode fetch = ft.writeLocal(var, RailNodesFactory.RailReadNodeGen.create(ft.readLocal(rail), ft.readLocal(index)));
                X10ExpressionNode range = LangBuiltinsFactory.RailRangeNodeGen.create(new X10ExpressionNode[]{ft.readLocal(rail)});
                setup.add(new ForRangeNode(range, counter.slot, limit.slot, index.slot, false, new BlockNode(new X10StatementNode[]{fetch, body}), restSlot(body), true));
                return block(setup);
            }
            throw new CompileError(f.iterable().pos(), "cannot iterate over a value of type " + it + " (a range or a Rail is needed)");
        });
    }

    /** A range loop whose body may spawn may be stopped by a steal for a hand-over: it gets a rest slot (see {@link ForRangeNode}). */
    private int restSlot(X10StatementNode body) {
        return Spawns.in(body) ? ft.temp(Type.LONG).slot : -1;
    }

    private LocalVar declareLoopVar(ForIn f, Type elem) {
        if (f.varType() != null) {
            Type declared = ft.t.types.resolve(f.varType());
            if (!declared.equals(elem)) {
                throw new CompileError(f.pos(), "loop variable " + f.var() + " is declared " + declared + " but the elements are " + elem);
            }
        }
        // the loop variable is a fresh val in each iteration: declared inside the loop
        ft.loopDepth++;
        try {
            LocalVar v = ft.declare(f.var(), elem, false, f.pos());
            ft.flow.definitely.add(v);
            ft.flow.possibly.add(v);
            return v;
        } finally {
            ft.loopDepth--;
        }
    }

    private X10StatementNode jump(Pos pos, boolean isBreak) {
        String what = isBreak ? "break" : "continue";
        if (ft.loopDepth == 0) {
            throw new CompileError(pos, "'" + what + "' outside of a loop");
        }
        if (ft.loopDepth == ft.loopBarrier) {
            throw new CompileError(pos, "'" + what + "' cannot leave the body of an async, atomic or closure");
        }
        ft.flow.unreachable = true;
        return isBreak ? new JumpNodes.BreakNode() : new JumpNodes.ContinueNode();
    }

    private X10StatementNode returnStatement(Return r) {
        if (ft.asyncDepth > 0 || ft.atomicDepth > 0) {
            throw new CompileError(r.pos(), "'return' cannot leave the body of an async or atomic");
        }
        X10ExpressionNode value = null;
        if (r.value() != null) {
            TExpr v = ft.expression(r.value(), true);
            if (ft.inferring && ft.declaredResult == null) {
                ft.returnTypes.add(v.type());
                value = v.node();
            } else {
                if (ft.declaredResult == Type.VOID) {
                    throw new CompileError(r.pos(), "cannot return a value from a " + (ft.method != null && ft.method.isConstructor ? "constructor" : "void method"));
                }
                value = coerce(v, ft.declaredResult, "return value").node();
            }
        } else if (ft.declaredResult != null && ft.declaredResult != Type.VOID && !ft.inferring) {
            throw new CompileError(r.pos(), "missing return value of type " + ft.declaredResult);
        } else if (ft.inferring) {
            ft.returnTypes.add(Type.VOID);
        }
        ft.flow.unreachable = true;
        return new JumpNodes.ReturnNode(value);
    }

    private X10StatementNode finishStatement(Finish f) {
        if (ft.atomicDepth > 0) {
            throw new CompileError(f.pos(), "'finish' is not allowed inside atomic or when");
        }
        ft.finishDepth++;
        ft.finishAssigned.push(new ArrayList<>());
        int recordSlot = ft.frame.addSlot(FrameSlotKind.Object, "$finish" + ft.finishDepth, null);
        ft.finishSlots.push(recordSlot);
        X10StatementNode body;
        try {
            body = ft.inScope(() -> statement(f.body()));
        } finally {
            ft.finishDepth--;
            ft.finishSlots.pop();
            List<LocalVar> assigned = ft.finishAssigned.pop();
            ft.flow.definitely.addAll(assigned);
        }
        return new FinishNode(body, recordSlot, ft.loopDepth > 0);
    }

    private X10StatementNode asyncStatement(Async a) {
        if (ft.atomicDepth > 0) {
            throw new CompileError(a.pos(), "'async' is not allowed inside atomic or when");
        }
        FlowState before = ft.flow.copy();
        int savedBarrier = ft.loopBarrier;
        ft.asyncDepth++;
        ft.asyncFinishDepths.push(ft.finishDepth);
        ft.loopBarrier = ft.loopDepth;
        X10StatementNode body;
        try {
            body = ft.inScope(() -> statement(a.body()));
        } finally {
            ft.asyncDepth--;
            ft.asyncFinishDepths.pop();
            ft.loopBarrier = savedBarrier;
        }
        // vals the async assigned count as assigned only once the governing finish ends
        FlowState after = ft.flow;
        ft.flow = before;
        ft.flow.possibly.addAll(after.possibly);
        int stateSlot = ft.frame.addSlot(FrameSlotKind.Object, "$async", null);
        return new AsyncNode(body, stateSlot, ft.finishSlots.isEmpty() ? -1 : ft.finishSlots.peek(), ft.t.elide, ft.t.countAsyncs, ft.loopDepth > 0);
    }

    private X10StatementNode atomicStatement(Pos pos, Expr cond, Stmt bodyStmt) {
        if (ft.atomicDepth > 0 && cond != null) {
            throw new CompileError(pos, "'when' is not allowed inside atomic or when");
        }
        int savedBarrier = ft.loopBarrier;
        ft.atomicDepth++;
        ft.loopBarrier = ft.loopDepth;
        try {
            X10ExpressionNode c = cond == null ? null : loopCondition(cond);
            X10StatementNode body = ft.inScope(() -> statement(bodyStmt));
            return c == null ? new AtomicNode(body) : new WhenNode(c, body, ft.t.elide);
        } finally {
            ft.atomicDepth--;
            ft.loopBarrier = savedBarrier;
        }
    }

    private X10StatementNode tryStatement(Try tr) {
        FlowState before = ft.flow.copy();
        X10StatementNode body = ft.inScope(() -> statement(tr.body()));
        FlowState joined = ft.flow;
        ExceptionKind[] kinds = new ExceptionKind[tr.catches().size()];
        int[] slots = new int[kinds.length];
        X10StatementNode[] handlers = new X10StatementNode[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            Catch c = tr.catches().get(i);
            Type ct = ft.t.types.resolve(c.type());
            if (ct.kind != Type.Kind.EXCEPTION) {
                throw new CompileError(c.pos(), "can only catch exceptions, not " + ct);
            }
            kinds[i] = ct.exceptionKind;
            ft.flow = before.copy();
            final int index = i;
            handlers[i] = ft.inScope(() -> {
                LocalVar v = ft.declare(c.name(), ct, false, c.pos());
                ft.flow.definitely.add(v);
                slots[index] = v.slot;
                return statement(c.body());
            });
            joined = FlowState.join(joined, ft.flow);
        }
        ft.flow = joined;
        X10StatementNode fin = null;
        int pendingSlot = -1;
        if (tr.fin() != null) {
            fin = ft.inScope(() -> statement(tr.fin()));
            pendingSlot = ft.frame.addSlot(FrameSlotKind.Object, "$pending", null);
        }
        return new TryNode(body, kinds, slots, handlers, fin, pendingSlot);
    }

    private X10StatementNode throwStatement(Throw th) {
        TExpr v = ft.expression(th.value());
        if (v.type().kind != Type.Kind.EXCEPTION && v.type() != Type.PENDING) {
            throw new CompileError(th.value().pos(), "can only throw exceptions, not " + v.type());
        }
        ft.flow.unreachable = true;
        return new ThrowNode(v.node());
    }
}
