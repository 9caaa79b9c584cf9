package org.x10lite.semantics;

import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.expression.ConversionNodesFactory;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.parser.TokenKind;
import org.x10lite.parser.Tree.Pos;
import org.x10lite.semantics.FunctionTranslator.TExpr;

/**
 * The static rules of the types: which type a value may be stored as (with which implicit
 * conversion), numeric promotion and conversion nodes (the run-time test of a type is
 * {@link Type#isInstance}). Kept
 * apart from {@link FunctionTranslator} because none of it depends on the function being translated.
 */
final class TypeRules {
    private TypeRules() {
    }

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
        if (e.type().equals(to) || e.type() == Type.PENDING || to == Type.PENDING) {
            return e;
        }
        if (!isAssignable(e.type(), to)) {
            Pos pos = e.source() != null ? e.source().pos() : new Pos(1, 1, 0, 0);
            if (e.type() == Type.VOID) {
                throw new CompileError(pos, what + ": a void expression has no value");
            }
            throw new CompileError(pos, what + " has type " + e.type() + ", but " + to + " is expected");
        }
        if (e.type().isNumeric() && to.isNumeric()) {
            return new TExpr(convert(e.node(), to), to, e.source());
        }
        return new TExpr(e.node(), to, e.source());
    }

    static X10ExpressionNode convert(X10ExpressionNode n, Type to) {
        return switch (to.kind) {
            case LONG -> ConversionNodesFactory.ToLongNodeGen.create(n);
            case INT -> ConversionNodesFactory.ToIntNodeGen.create(n);
            case DOUBLE -> ConversionNodesFactory.ToDoubleNodeGen.create(n);
            case FLOAT -> ConversionNodesFactory.ToFloatNodeGen.create(n);
            case CHAR -> ConversionNodesFactory.ToCharNodeGen.create(n);
            default -> throw new IllegalStateException("not numeric: " + to);
        };
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

    static Type numeric(Type t) {
        return t == Type.CHAR ? Type.INT : t;
    }

    static boolean isNumericOrChar(Type t) {
        return t.isNumeric() || t == Type.CHAR;
    }

    static TExpr intLiteralIfFits(TExpr e) {
        if (e.type() == Type.LONG && e.node() instanceof Literals.LongLiteral lit) {
            long v = lit.executeLong(null);
            if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) {
                return new TExpr(new Literals.IntLiteral((int) v), Type.INT, e.source());
            }
        }
        return e;
    }

    static boolean isComparison(TokenKind op) {
        return switch (op) {
            case EQ, NE, LT, LE, GT, GE -> true;
            default -> false;
        };
    }

    static void checkValue(TExpr e) {
        if (e.type() == Type.VOID) {
            throw new CompileError(e.source() == null ? new Pos(1, 1, 0, 0) : e.source().pos(), "a void expression has no value");
        }
    }

}
