package org.x10lite.semantics;

import static org.x10lite.parser.TokenKind.*;
import static org.x10lite.semantics.FunctionTranslator.parseIntegral;
import static org.x10lite.semantics.TypeRules.checkValue;
import static org.x10lite.semantics.TypeRules.coerce;
import static org.x10lite.semantics.TypeRules.convert;
import static org.x10lite.semantics.TypeRules.intLiteralIfFits;
import static org.x10lite.semantics.TypeRules.isAssignable;
import static org.x10lite.semantics.TypeRules.isComparison;
import static org.x10lite.semantics.TypeRules.isNumericOrChar;
import static org.x10lite.semantics.TypeRules.numeric;
import static org.x10lite.semantics.TypeRules.promote;

import java.util.ArrayList;
import java.util.List;

import org.x10lite.builtins.LangBuiltinsFactory;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.expression.ArithmeticNodesFactory;
import org.x10lite.nodes.expression.BitwiseNodesFactory;
import org.x10lite.nodes.expression.ComparisonNodesFactory;
import org.x10lite.nodes.expression.ConcatNode;
import org.x10lite.nodes.expression.InstanceOfNode;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.expression.LogicalNodes;
import org.x10lite.nodes.expression.LogicalNodesFactory;
import org.x10lite.nodes.expression.RuntimeCastNode;
import org.x10lite.nodes.expression.SequenceNode;
import org.x10lite.parser.TokenKind;
import org.x10lite.parser.Tree.*;
import org.x10lite.semantics.FunctionTranslator.TExpr;

/**
 * The operators, for the {@link FunctionTranslator} of one function: unary and binary operators,
 * comparisons, {@code ?:}, casts and {@code instanceof}, each checked and given the numeric
 * promotion its operands need. Separate from the translator, which translates the operands.
 */
final class Operators {
    /** The function being translated: its state, its locals and the translation of operands. */
    private final FunctionTranslator translator;

    Operators(FunctionTranslator translator) {
        this.translator = translator;
    }

    TExpr unary(Unary u) {
        if (u.op() == MINUS && u.operand() instanceof Literal l && (l.kind() == LONG_LIT || l.kind() == INT_LIT)) {
            // -9223372036854775808 and -2147483648 are literals of their own
            long v = parseIntegralChecked(l);
            return l.kind() == LONG_LIT ? new TExpr(new Literals.LongLiteral(-v), Type.LONG, u) : new TExpr(new Literals.IntLiteral((int) -v), Type.INT, u);
        }
        TExpr operand = translator.expression(u.operand());
        Type type = operand.type();
        switch (u.op()) {
            case MINUS, PLUS -> {
                type = type == Type.CHAR ? Type.INT : type;
                requireNumeric(operand, "unary " + u.op().text);
                X10ExpressionNode o = coerce(operand, type, "operand").node();
                return new TExpr(u.op() == MINUS ? ArithmeticNodesFactory.NegNodeGen.create(o) : o, type, u);
            }
            case BANG -> {
                return new TExpr(LogicalNodesFactory.NotNodeGen.create(coerce(operand, Type.BOOLEAN, "operand of !").node()), Type.BOOLEAN, u);
            }
            case TILDE -> {
                if (!type.isIntegral()) {
                    throw new CompileError(u.pos(), "~ needs an Int or a Long, not " + type);
                }
                return new TExpr(BitwiseNodesFactory.ComplementNodeGen.create(operand.node()), type, u);
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
        if (!e.type().isNumeric() && e.type() != Type.CHAR && e.type() != Type.PENDING) {
            throw new CompileError(e.source().pos(), what + " needs a number, not " + e.type());
        }
    }

    TExpr binary(Binary b) {
        TokenKind op = b.op();
        if (op == ANDAND || op == OROR) {
            X10ExpressionNode left = translator.condition(b.left());
            X10ExpressionNode right = conditionalOperand(() -> translator.condition(b.right()));
            return new TExpr(new LogicalNodes.ShortCircuitNode(left, right, op == ANDAND), Type.BOOLEAN, b);
        }
        List<TExpr> ops = translator.operands(List.of(b.left(), b.right()));
        return binaryOperation(b, ops.get(0), ops.get(1));
    }

    /** The operator of {@code b} applied to operands already translated. */
    TExpr binaryOperation(Binary b, TExpr left, TExpr right) {
        TokenKind op = b.op();
        TExpr l = left;
        TExpr r = right;
        // X10: an unsuffixed integer literal next to an Int operand is an Int (N-1, 0..(N-1))
        if (l.type() == Type.INT) {
            r = intLiteralIfFits(r);
        } else if (r.type() == Type.INT) {
            l = intLiteralIfFits(l);
        }
        if (l.type() == Type.PENDING || r.type() == Type.PENDING) {
            return new TExpr(l.node(), isComparison(op) ? Type.BOOLEAN : Type.PENDING, b);
        }
        switch (op) {
            case PLUS:
                if (l.type() == Type.STRING || r.type() == Type.STRING) {
                    checkValue(l);
                    checkValue(r);
                    return new TExpr(new ConcatNode(l.node(), r.node()), Type.STRING, b);
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
                if (l.type() == Type.BOOLEAN && r.type() == Type.BOOLEAN) {
                    return new TExpr(f.apply(l.node(), r.node()), Type.BOOLEAN, b);
                }
                if (!l.type().isIntegral() || !r.type().isIntegral()) {
                    throw new CompileError(b.pos(), "operator " + op.text + " needs two Booleans or two integers, not " + l.type() + " and " + r.type());
                }
                Type type = promote(l.type(), r.type());
                return new TExpr(f.apply(coerce(l, type, "operand").node(), coerce(r, type, "operand").node()), type, b);
            }
            case SHL:
            case SHR:
            case USHR: {
                if (!l.type().isIntegral() || !r.type().isIntegral()) {
                    throw new CompileError(b.pos(), "operator " + op.text + " needs integers, not " + l.type() + " and " + r.type());
                }
                X10ExpressionNode n = switch (op) {
                    case SHL -> BitwiseNodesFactory.ShiftLeftNodeGen.create(l.node(), r.node());
                    case SHR -> BitwiseNodesFactory.ShiftRightNodeGen.create(l.node(), r.node());
                    default -> BitwiseNodesFactory.UnsignedShiftRightNodeGen.create(l.node(), r.node());
                };
                return new TExpr(n, l.type(), b);
            }
            case EQ:
            case NE: {
                X10ExpressionNode eq;
                if (isNumericOrChar(l.type()) && isNumericOrChar(r.type())) {
                    Type type = l.type() == Type.CHAR && r.type() == Type.CHAR ? Type.CHAR : promote(numeric(l.type()), numeric(r.type()));
                    eq = ComparisonNodesFactory.EqualNodeGen.create(coerce(l, type, "operand").node(), coerce(r, type, "operand").node());
                } else if (l.type() == Type.BOOLEAN && r.type() == Type.BOOLEAN || isAssignable(l.type(), r.type()) || isAssignable(r.type(), l.type())) {
                    eq = ComparisonNodesFactory.EqualNodeGen.create(l.node(), r.node());
                } else {
                    throw new CompileError(b.pos(), "cannot compare " + l.type() + " with " + r.type());
                }
                return new TExpr(op == EQ ? eq : LogicalNodesFactory.NotNodeGen.create(eq), Type.BOOLEAN, b);
            }
            case LT:
            case LE:
            case GT:
            case GE: {
                if (!isNumericOrChar(l.type()) || !isNumericOrChar(r.type())) {
                    throw new CompileError(b.pos(), "operator " + op.text + " needs numbers, not " + l.type() + " and " + r.type());
                }
                Type type = l.type() == Type.CHAR && r.type() == Type.CHAR ? Type.CHAR : promote(numeric(l.type()), numeric(r.type()));
                X10ExpressionNode ln = coerce(l, type, "operand").node();
                X10ExpressionNode rn = coerce(r, type, "operand").node();
                X10ExpressionNode n = switch (op) {
                    case LT -> ComparisonNodesFactory.LessThanNodeGen.create(ln, rn);
                    case LE -> ComparisonNodesFactory.LessOrEqualNodeGen.create(ln, rn);
                    case GT -> ComparisonNodesFactory.GreaterThanNodeGen.create(ln, rn);
                    default -> ComparisonNodesFactory.GreaterOrEqualNodeGen.create(ln, rn);
                };
                return new TExpr(n, Type.BOOLEAN, b);
            }
            case RANGE: {
                if (!l.type().isIntegral() || !r.type().isIntegral()) {
                    throw new CompileError(b.pos(), "a range a..b needs integer bounds, not " + l.type() + " and " + r.type());
                }
                Type type = promote(l.type(), r.type());
                X10ExpressionNode n = LangBuiltinsFactory.MakeRangeNodeGen.create(new X10ExpressionNode[]{coerce(l, type, "bound").node(), coerce(r, type, "bound").node()});
                return new TExpr(n, type == Type.INT ? Type.INT_RANGE : Type.LONG_RANGE, b);
            }
            default:
                throw new CompileError(b.pos(), "operator " + op.text + " is not supported");
        }
    }

    private TExpr arithmetic(Binary b, TExpr l, TExpr r, java.util.function.BiFunction<X10ExpressionNode, X10ExpressionNode, X10ExpressionNode> factory) {
        if (!isNumericOrChar(l.type()) || !isNumericOrChar(r.type())) {
            throw new CompileError(b.pos(), "operator " + b.op().text + " needs numbers, not " + l.type() + " and " + r.type());
        }
        Type type = promote(numeric(l.type()), numeric(r.type()));
        return new TExpr(factory.apply(coerce(l, type, "operand").node(), coerce(r, type, "operand").node()), type, b);
    }

    /** An operand that runs only sometimes (right of &&, a branch of ?:): its lifted calls stay inside it. */
    private X10ExpressionNode conditionalOperand(java.util.function.Supplier<X10ExpressionNode> translate) {
        List<X10StatementNode> outer = translator.pending;
        translator.pending = new ArrayList<>();
        FlowState before = translator.flow.copy();
        try {
            X10ExpressionNode n = translate.get();
            return translator.pending.isEmpty() ? n : new SequenceNode(translator.pending.toArray(new X10StatementNode[0]), n);
        } finally {
            translator.pending = outer;
            translator.flow.definitely.retainAll(before.definitely);
        }
    }

    TExpr conditional(Conditional c) {
        X10ExpressionNode cond = translator.condition(c.cond());
        TExpr[] branches = new TExpr[2];
        X10ExpressionNode[] nodes = new X10ExpressionNode[2];
        List<X10StatementNode>[] lifted = newListArray();
        Expr[] exprs = {c.then(), c.otherwise()};
        for (int i = 0; i < 2; i++) {
            List<X10StatementNode> outer = translator.pending;
            translator.pending = new ArrayList<>();
            try {
                branches[i] = translator.expression(exprs[i]);
                lifted[i] = translator.pending;
            } finally {
                translator.pending = outer;
            }
        }
        Type type = translator.join(branches[0].type(), branches[1].type(), c.pos());
        for (int i = 0; i < 2; i++) {
            X10ExpressionNode n = coerce(branches[i], type, "branch of ?:").node();
            nodes[i] = lifted[i].isEmpty() ? n : new SequenceNode(lifted[i].toArray(new X10StatementNode[0]), n);
        }
        return new TExpr(new LogicalNodes.ConditionalNode(cond, nodes[0], nodes[1]), type, c);
    }

    @SuppressWarnings("unchecked")
    private static List<X10StatementNode>[] newListArray() {
        return new List[2];
    }

    TExpr cast(Cast c) {
        TExpr v = translator.expression(c.value());
        Type target = translator.t.types.resolve(c.type());
        if (v.type() == Type.PENDING) {
            return new TExpr(v.node(), target, c);
        }
        if (isNumericOrChar(v.type()) && isNumericOrChar(target)) {
            return new TExpr(convert(v.node(), target), target, c);
        }
        if (isAssignable(v.type(), target)) {
            return new TExpr(coerce(v, target, "cast").node(), target, c);
        }
        if (v.type() == Type.ANY) {
            return new TExpr(new RuntimeCastNode(v.node(), target, target.toString()), target, c);
        }
        throw new CompileError(c.pos(), "cannot convert " + v.type() + " to " + target);
    }

    TExpr instanceOf(InstanceOf i) {
        TExpr v = translator.expression(i.value());
        Type target = translator.t.types.resolve(i.type());
        return new TExpr(new InstanceOfNode(v.node(), target), Type.BOOLEAN, i);
    }
}
