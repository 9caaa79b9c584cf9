package org.x10lite.semantics;

import static org.x10lite.parser.TokenKind.*;
import static org.x10lite.semantics.MemberAccess.staticHolder;
import static org.x10lite.semantics.TypeRules.coerce;
import static org.x10lite.semantics.TypeRules.convert;
import static org.x10lite.semantics.TypeRules.isNumericOrChar;

import java.util.ArrayList;
import java.util.List;

import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.expression.SequenceNode;
import org.x10lite.nodes.rail.RailNodesFactory;
import org.x10lite.parser.TokenKind;
import org.x10lite.parser.Tree.*;
import org.x10lite.semantics.FunctionTranslator.TExpr;
import org.x10lite.semantics.MemberAccess.FieldLocation;

/**
 * Assignments, for the {@link FunctionTranslator} of one function: {@code =}, compound assignment,
 * {@code ++} and {@code --} to locals, fields and Rail elements, with the checks of what may be
 * written (vals, and definite assignment across async and finish). Separate from the translator,
 * which keeps the flow state these checks update.
 */
final class Assignments {
    /** The function being translated: its state, its locals and the translation of operands. */
    private final FunctionTranslator translator;

    Assignments(FunctionTranslator translator) {
        this.translator = translator;
    }

    TExpr assign(Assign a) {
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
            List<TExpr> ops = translator.appendOperand(new ArrayList<>(List.of(current)), a.value());
            TExpr combined = binaryOf(binop, ops.get(0), ops.get(1), a.pos());
            // compound assignment converts back to the target's type, as Java and X10 do
            return new TExpr[]{new TExpr(convertNumeric(combined, place), place, null), null};
        });
    }

    private TExpr convertNumericExpr(TExpr e, Type target) {
        return new TExpr(convertNumeric(e, target), target, e.source());
    }

    private X10ExpressionNode convertNumeric(TExpr e, Type target) {
        if (e.type().equals(target) || e.type() == Type.PENDING) {
            return e.node();
        }
        if (isNumericOrChar(e.type()) && isNumericOrChar(target)) {
            return convert(e.node(), target);
        }
        return coerce(e, target, "assignment").node();
    }

    private TExpr binaryOf(TokenKind op, TExpr l, TExpr r, Pos pos) {
        Binary synthetic = new Binary(pos, op, new Literal(pos, NULL, "null"), new Literal(pos, NULL, "null"));
        return translator.operators.binaryOperation(synthetic, l, r);
    }

    /** The place an assignment stores into: a local, a field, or a Rail element. */
    private interface Update {
        /** Given the current value of the place and its type, returns {new value, result} (result null: the new value). */
        TExpr[] apply(TExpr current, Type placeType);
    }

    private TExpr simpleAssign(Expr target, Expr valueExpr, Pos pos) {
        if (target instanceof Name n) {
            LocalVar v = translator.lookupLocal(n.name(), n.pos());
            if (v != null) {
                TExpr value = translator.expression(valueExpr, true);
                checkLocalWrite(v, n.pos());
                return new TExpr(translator.writeLocal(v, coerce(value, v.type, "value assigned to " + v.name).node()), v.type, null);
            }
            FieldLocation f = translator.members.implicitFieldLocation(n.name(), n.pos());
            if (f == null) {
                throw new CompileError(n.pos(), "unknown variable " + n.name());
            }
            checkFieldWrite(f.field(), n.pos());
            TExpr value = translator.expression(valueExpr, true);
            return translator.members.fieldWrite(f.receiver(), f.field(), value, pos);
        }
        if (target instanceof FieldAccess fa) {
            FieldLocation f = explicitFieldLocation(fa);
            checkFieldWrite(f.field(), fa.pos());
            List<TExpr> ops = new ArrayList<>();
            ops.add(f.receiver());
            TExpr value = translator.appendOperand(ops, valueExpr).get(1);
            return translator.members.fieldWrite(ops.get(0), f.field(), value, pos);
        }
        Apply ap = railElement(target);
        if (ap != null) {
            List<TExpr> ops = railElementOperands(ap, valueExpr, "r(i) = v");
            TExpr rail = ops.get(0);
            TExpr index = coerce(ops.get(1), Type.LONG, "Rail index");
            TExpr value = coerce(ops.get(2), rail.type().element, "value stored in the Rail");
            return new TExpr(RailNodesFactory.RailWriteNodeGen.create(rail.node(), translator.railIndices.index(index.node()), value.node()), rail.type().element, null);
        }
        throw new CompileError(pos, "this cannot be assigned to");
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
        List<TExpr> ops = translator.operands(all);
        if (ops.get(0).type().kind != Type.Kind.RAIL) {
            throw new CompileError(ap.pos(), "only Rail elements can be assigned with " + form + "; this is a " + ops.get(0).type());
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

    private FieldLocation explicitFieldLocation(FieldAccess fa) {
        String cn = translator.members.className(fa.target());
        if (cn != null) {
            ClassInfo c = translator.t.classes.get(cn);
            FieldInfo f = c == null ? null : c.fields.get(fa.name());
            if (f == null || !f.isStatic) {
                throw new CompileError(fa.pos(), "no assignable static field " + cn + "." + fa.name());
            }
            return new FieldLocation(staticHolder(c), f);
        }
        TExpr receiver = translator.expression(fa.target());
        if (receiver.type().kind != Type.Kind.CLASS) {
            throw new CompileError(fa.pos(), "field " + fa.name() + " of a " + receiver.type() + " cannot be assigned");
        }
        FieldInfo f = receiver.type().classInfo.fields.get(fa.name());
        if (f == null) {
            throw new CompileError(fa.pos(), "class " + receiver.type().classInfo.name + " has no field " + fa.name());
        }
        return new FieldLocation(f.isStatic ? staticHolder(receiver.type().classInfo) : receiver, f);
    }

    private void checkFieldWrite(FieldInfo f, Pos pos) {
        if (f.isVar || translator.inferring) {
            return;
        }
        // a val field may be assigned in a constructor (or static initializer) of its class
        boolean inOwnConstructor = translator.method != null && translator.method.isConstructor && translator.method.owner == f.owner && !f.isStatic && translator.enclosing == null;
        boolean inStaticInit = translator.method == null && f.isStatic && translator.enclosing == null;
        if (!inOwnConstructor && !inStaticInit) {
            throw new CompileError(pos, "cannot assign to val field " + f.name);
        }
    }

    private void checkLocalWrite(LocalVar v, Pos pos) {
        if (translator.inferring) {
            return;
        }
        translator.members.checkAsyncAccess(v, pos, "assigned");
        if (v.isVar) {
            return;
        }
        if (v.captured) {
            throw new CompileError(pos, "val " + v.name + " of an enclosing function is assigned already; a closure cannot assign it");
        }
        if (translator.flow.possibly.contains(v)) {
            throw new CompileError(pos, "val " + v.name + " may already have been assigned");
        }
        if (v.loopDepth < translator.loopDepth) {
            throw new CompileError(pos, "val " + v.name + " cannot be assigned inside a loop (it would be assigned more than once)");
        }
        if (translator.asyncDepth > v.asyncDepth) {
            int finishAtAsync = translator.members.firstAsyncFinishDepthAfter(v.asyncDepth);
            translator.flow.possibly.add(v);
            if (finishAtAsync <= v.finishDepth) {
                // no finish in the val's scope waits for the async: the val is never definitely assigned
                return;
            }
            // assigned once the finish that governs the async ends
            finishAssignedAt(finishAtAsync).add(v);
            translator.flow.possibly.add(v);
            translator.flow.definitely.add(v);
            return;
        }
        translator.flow.possibly.add(v);
        translator.flow.definitely.add(v);
    }

    /** The list of the finish at depth {@code depth} (1 = outermost). */
    private List<LocalVar> finishAssignedAt(int depth) {
        List<List<LocalVar>> outermostFirst = new ArrayList<>(translator.finishAssigned);
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
        if (target instanceof Name n && translator.lookupLocal(n.name(), n.pos()) != null) {
            LocalVar v = translator.lookupLocal(n.name(), n.pos());
            translator.members.checkLocalRead(v, n.pos());
            if (!v.isVar && !translator.inferring) {
                throw new CompileError(n.pos(), "val " + v.name + " cannot be modified");
            }
            checkLocalWrite(v, n.pos());
            placeType = v.type;
            current = new TExpr(translator.readLocal(v), v.type, null);
            store = value -> translator.writeLocal(v, value.node());
        } else if (target instanceof Name || target instanceof FieldAccess) {
            FieldLocation f = target instanceof Name n ? translator.members.implicitFieldLocation(n.name(), n.pos()) : explicitFieldLocation((FieldAccess) target);
            if (f == null) {
                throw new CompileError(target.pos(), "unknown variable " + ((Name) target).name());
            }
            checkFieldWrite(f.field(), target.pos());
            LocalVar recv = translator.statementTemp(Type.ANY);
            setup.add(translator.writeLocal(recv, f.receiver().node()));
            TExpr receiver = new TExpr(translator.readLocal(recv), f.receiver().type(), null);
            placeType = translator.t.fieldType(f.field());
            current = translator.members.fieldRead(receiver, f.field(), pos);
            store = value -> translator.members.fieldWrite(new TExpr(translator.readLocal(recv), f.receiver().type(), null), f.field(), value, pos).node();
        } else {
            Apply ap = railElement(target);
            if (ap == null) {
                throw new CompileError(target.pos(), "this cannot be assigned to");
            }
            List<TExpr> ops = railElementOperands(ap, null, "r(i) op= v");
            TExpr rail = ops.get(0);
            LocalVar railTemp = translator.statementTemp(rail.type());
            LocalVar indexTemp = translator.statementTemp(Type.LONG);
            setup.add(translator.writeLocal(railTemp, rail.node()));
            setup.add(translator.writeLocal(indexTemp, translator.railIndices.index(coerce(ops.get(1), Type.LONG, "Rail index").node())));
            placeType = rail.type().element;
            current = new TExpr(RailNodesFactory.RailReadNodeGen.create(translator.readLocal(railTemp), translator.readLocal(indexTemp)), placeType, null);
            store = value -> RailNodesFactory.RailWriteNodeGen.create(translator.readLocal(railTemp), translator.readLocal(indexTemp), coerce(value, rail.type().element, "value").node());
        }
        // the right-hand side may lift calls; they run after the place is evaluated
        translator.pending.addAll(setup);
        TExpr[] result = update.apply(current, placeType);
        X10ExpressionNode write = store.apply(result[0]);
        if (result[1] == null) {
            return new TExpr(write, placeType, null);
        }
        return new TExpr(new SequenceNode(new X10StatementNode[]{write}, result[1].node()), placeType, null);
    }

    TExpr incDec(IncDec i) {
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
            LocalVar old = translator.statementTemp(placeType == Type.PENDING ? Type.ANY : placeType);
            translator.pending.add(translator.writeLocal(old, current.node()));
            TExpr oldValue = new TExpr(translator.readLocal(old), placeType, null);
            TExpr next = binaryOf(op, oldValue, one, i.pos());
            return new TExpr[]{convertNumericExpr(next, placeType), new TExpr(translator.readLocal(old), placeType, null)};
        });
    }
}
