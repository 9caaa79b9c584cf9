package org.x10lite.semantics;

import static org.x10lite.semantics.TypeRules.checkValue;
import static org.x10lite.semantics.TypeRules.coerce;
import static org.x10lite.semantics.TypeRules.promote;

import java.util.List;

import org.x10lite.builtins.ConsoleBuiltinsFactory;
import org.x10lite.builtins.LangBuiltins;
import org.x10lite.builtins.LangBuiltinsFactory;
import org.x10lite.builtins.MathBuiltins;
import org.x10lite.builtins.MathBuiltinsFactory;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.expression.ConversionNodesFactory;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.expression.NullCheckNode;
import org.x10lite.nodes.rail.NewRailNode;
import org.x10lite.nodes.rail.RailNodesFactory;
import org.x10lite.parser.Tree.Call;
import org.x10lite.parser.Tree.FieldAccess;
import org.x10lite.values.ExceptionKind;
import org.x10lite.semantics.FunctionTranslator.TExpr;

/**
 * Calls of the library, for the {@link FunctionTranslator} of one function: the methods every
 * value has, the methods of String, ranges, exceptions, Random and Rail, {@code Console.OUT} and
 * {@code Console.ERR}, and the static functions of Math, System and the number types. Each is
 * checked (arity, argument types) and becomes a builtin node; the arguments come translated.
 */
final class LibraryCalls {
    /** For what a library call needs of the function being translated: spilling an operand, indexing a result. */
    private final FunctionTranslator translator;

    LibraryCalls(FunctionTranslator translator) {
        this.translator = translator;
    }

    /**
     * {@code toString()}, {@code hashCode()} or {@code equals(x)}, which every value has (the
     * caller has checked that a user class does not declare its own); null for any other call.
     */
    TExpr universalMethod(TExpr receiver, Call c, List<TExpr> args) {
        String name = c.name();
        int n = args.size();
        if (name.equals("toString") && n == 0) {
            return builtin(LangBuiltinsFactory.ToStringBuiltinNodeGen.create(nodes(receiver)), Type.STRING);
        }
        if (name.equals("hashCode") && n == 0) {
            return builtin(LangBuiltinsFactory.HashCodeNodeGen.create(nodes(receiver)), Type.INT);
        }
        if (name.equals("equals") && n == 1) {
            return builtin(LangBuiltinsFactory.EqualsNodeGen.create(nodes(receiver, args.get(0))), Type.BOOLEAN);
        }
        return null;
    }

    /** {@code receiver.m(args)} where the receiver is a value of a library type (not of a user class). */
    TExpr instanceMethod(TExpr receiver, Call c, List<TExpr> args) {
        Type rt = receiver.type();
        String name = c.name();
        int n = args.size();
        // library methods of reference types: calling one on null raises NullPointerException
        if (rt.isReference()) {
            receiver = new TExpr(new NullCheckNode(receiver.node(), name), rt, receiver.source());
        }
        TExpr universal = universalMethod(receiver, c, args);
        if (universal != null) {
            return universal;
        }
        switch (rt.kind) {
            case STRING:
                return stringMethod(receiver, c, args);
            case LONG_RANGE:
            case INT_RANGE:
                if (name.equals("size") && n == 0) {
                    return builtin(LangBuiltinsFactory.RangePropertyNodeGen.create(nodes(receiver), LangBuiltins.RangeProperty.SIZE),
                                    rt.kind == Type.Kind.INT_RANGE ? Type.INT : Type.LONG);
                }
                if (name.equals("split") && n == 1) {
                    TExpr parts = coerce(args.get(0), Type.LONG, "argument of split");
                    return builtin(LangBuiltinsFactory.RangeSplitNodeGen.create(nodes(receiver, parts), rt), Type.rail(rt));
                }
                break;
            case EXCEPTION:
                if (name.equals("getMessage") && n == 0) {
                    return builtin(LangBuiltinsFactory.GetMessageNodeGen.create(nodes(receiver)), Type.STRING);
                }
                if (name.equals("printStackTrace") && n == 0) {
                    return builtin(LangBuiltinsFactory.PrintStackTraceNodeGen.create(nodes(receiver)), Type.VOID);
                }
                if (name.equals("exceptions") && rt.exceptionKind == ExceptionKind.MULTIPLE_EXCEPTIONS) {
                    TExpr rail = builtin(LangBuiltinsFactory.ExceptionsOfNodeGen.create(nodes(receiver)), Type.rail(Type.exception(ExceptionKind.CHECKED_THROWABLE)));
                    return n == 0 ? rail : translator.members.applyTo(rail, args, c, false);
                }
                break;
            case RANDOM:
                return randomMethod(receiver, c, args);
            case RAIL:
                if (name.equals("size") && n == 0) {
                    return new TExpr(RailNodesFactory.RailSizeNodeGen.create(receiver.node()), Type.LONG, c);
                }
                break;
            case FUNCTION:
                break;
            default:
                break;
        }
        throw new CompileError(c.pos(), "a value of type " + rt + " has no method " + name + " with " + n + " argument(s)");
    }

    private TExpr stringMethod(TExpr s, Call c, List<TExpr> args) {
        int n = args.size();
        switch (c.name()) {
            case "length":
                if (n == 0) {
                    return builtin(LangBuiltinsFactory.StringLengthNodeGen.create(nodes(s)), Type.INT);
                }
                break;
            case "charAt":
                if (n == 1) {
                    return builtin(LangBuiltinsFactory.CharAtNodeGen.create(nodes(s, coerce(args.get(0), Type.LONG, "index"))), Type.CHAR);
                }
                break;
            case "substring":
                if (n == 1 || n == 2) {
                    TExpr from = coerce(args.get(0), Type.LONG, "start index");
                    TExpr to = n == 2 ? coerce(args.get(1), Type.LONG, "end index")
                                    : null;
                    if (n == 1) {
                        s = translator.spill(s);
                        to = new TExpr(ConversionNodesFactory.ToLongNodeGen.create(LangBuiltinsFactory.StringLengthNodeGen.create(nodes(s))), Type.LONG, null);
                    }
                    return builtin(LangBuiltinsFactory.SubstringNodeGen.create(nodes(s, from, to)), Type.STRING);
                }
                break;
            case "indexOf":
                if (n == 1 && (args.get(0).type() == Type.STRING || args.get(0).type() == Type.CHAR)) {
                    return builtin(ConversionNodesFactory.ToIntNodeGen.create(LangBuiltinsFactory.IndexOfNodeGen.create(nodes(s, args.get(0)))), Type.INT);
                }
                break;
            case "trim":
            case "toUpperCase":
            case "toLowerCase":
                if (n == 0) {
                    LangBuiltins.StringFunction fn = switch (c.name()) {
                        case "trim" -> LangBuiltins.StringFunction.TRIM;
                        case "toUpperCase" -> LangBuiltins.StringFunction.TO_UPPER_CASE;
                        default -> LangBuiltins.StringFunction.TO_LOWER_CASE;
                    };
                    return builtin(LangBuiltinsFactory.StringFunctionNodeGen.create(nodes(s), fn), Type.STRING);
                }
                break;
            case "startsWith":
            case "endsWith":
            case "contains":
                if (n == 1) {
                    LangBuiltins.StringFunction fn = switch (c.name()) {
                        case "startsWith" -> LangBuiltins.StringFunction.STARTS_WITH;
                        case "endsWith" -> LangBuiltins.StringFunction.ENDS_WITH;
                        default -> LangBuiltins.StringFunction.CONTAINS;
                    };
                    return builtin(LangBuiltinsFactory.StringPredicateNodeGen.create(nodes(s, coerce(args.get(0), Type.STRING, "argument")), fn), Type.BOOLEAN);
                }
                break;
            default:
                break;
        }
        throw new CompileError(c.pos(), "String has no method " + c.name() + " with " + n + " argument(s)");
    }

    private TExpr randomMethod(TExpr r, Call c, List<TExpr> args) {
        int n = args.size();
        LangBuiltins.RandomFunction fn = null;
        Type result = null;
        TExpr bound = null;
        switch (c.name()) {
            case "nextLong" -> {
                fn = LangBuiltins.RandomFunction.NEXT_LONG;
                result = Type.LONG;
                if (n == 1) {
                    bound = coerce(args.get(0), Type.LONG, "bound");
                }
            }
            case "nextInt" -> {
                fn = LangBuiltins.RandomFunction.NEXT_INT;
                result = Type.INT;
                if (n == 1) {
                    bound = coerce(args.get(0), Type.INT, "bound");
                }
            }
            case "nextDouble" -> {
                fn = LangBuiltins.RandomFunction.NEXT_DOUBLE;
                result = Type.DOUBLE;
            }
            case "nextFloat" -> {
                fn = LangBuiltins.RandomFunction.NEXT_FLOAT;
                result = Type.FLOAT;
            }
            case "nextBoolean" -> {
                fn = LangBuiltins.RandomFunction.NEXT_BOOLEAN;
                result = Type.BOOLEAN;
            }
            default -> {
            }
        }
        if (fn == null || n > 1 || (n == 1 && bound == null)) {
            throw new CompileError(c.pos(), "x10.util.Random has no method " + c.name() + " with " + n + " argument(s)");
        }
        if (bound != null) {
            return builtin(LangBuiltinsFactory.RandomBoundedNodeGen.create(nodes(r, bound)), result);
        }
        return builtin(LangBuiltinsFactory.RandomNodeGen.create(nodes(r), fn), result);
    }

    static X10ExpressionNode[] nodes(TExpr... exprs) {
        X10ExpressionNode[] result = new X10ExpressionNode[exprs.length];
        for (int i = 0; i < exprs.length; i++) {
            result[i] = exprs[i].node();
        }
        return result;
    }

    static TExpr builtin(X10ExpressionNode node, Type type) {
        return new TExpr(node, type, null);
    }

    /** {@code Console.OUT.m(args)} or {@code Console.ERR.m(args)}. */
    TExpr consoleCall(FieldAccess stream, Call c, List<TExpr> args) {
        boolean toErr;
        if (stream.name().equals("OUT")) {
            toErr = false;
        } else if (stream.name().equals("ERR")) {
            toErr = true;
        } else {
            throw new CompileError(stream.pos(), "Console has no member " + stream.name() + " (OUT and ERR are known)");
        }
        switch (c.name()) {
            case "println":
            case "print":
                if (args.isEmpty() && c.name().equals("println")) {
                    return builtin(ConsoleBuiltinsFactory.PrintNewlineNodeGen.create(new X10ExpressionNode[0], toErr), Type.VOID);
                }
                if (args.size() == 1) {
                    checkValue(args.get(0));
                    return builtin(ConsoleBuiltinsFactory.PrintNodeGen.create(nodes(args.get(0)), toErr, c.name().equals("println")), Type.VOID);
                }
                break;
            case "printf":
                if (!args.isEmpty()) {
                    TExpr format = coerce(args.get(0), Type.STRING, "format string");
                    X10ExpressionNode[] rest = new X10ExpressionNode[args.size() - 1];
                    for (int i = 1; i < args.size(); i++) {
                        checkValue(args.get(i));
                        rest[i - 1] = args.get(i).node();
                    }
                    X10ExpressionNode rail = new NewRailNode.Literal(org.x10lite.nodes.rail.ElementKind.OBJECT, Type.ANY, rest);
                    return builtin(ConsoleBuiltinsFactory.PrintfNodeGen.create(new X10ExpressionNode[]{format.node(), rail}, toErr), Type.VOID);
                }
                break;
            case "flush":
                if (args.isEmpty()) {
                    return builtin(new Literals.ObjectLiteral(null), Type.VOID);
                }
                break;
            default:
                break;
        }
        throw new CompileError(c.pos(), "Console." + stream.name() + " has no method " + c.name() + " with " + args.size() + " argument(s)");
    }

    /** {@code C.m(args)} where C is not a user class: Math, System, Long, Int, Double. */
    TExpr staticCall(String className, Call c, List<TExpr> args) {
        int n = args.size();
        String key = className + "." + c.name() + "/" + n;
        switch (key) {
            case "Math.abs/1":
                return numericBuiltin(args, MathBuiltinsFactory.AbsNodeGen::create);
            case "Math.max/2":
                return numericBuiltin(args, MathBuiltinsFactory.MaxNodeGen::create);
            case "Math.min/2":
                return numericBuiltin(args, MathBuiltinsFactory.MinNodeGen::create);
            case "Math.pow/2":
                return builtin(MathBuiltinsFactory.PowNodeGen.create(nodes(coerce(args.get(0), Type.DOUBLE, "base"), coerce(args.get(1), Type.DOUBLE, "exponent"))), Type.DOUBLE);
            case "System.nanoTime/0":
                return builtin(LangBuiltinsFactory.NanoTimeNodeGen.create(new X10ExpressionNode[0]), Type.LONG);
            case "System.currentTimeMillis/0":
                return builtin(LangBuiltinsFactory.CurrentTimeMillisNodeGen.create(new X10ExpressionNode[0]), Type.LONG);
            case "Long.parse/1", "Long.parseLong/1":
                return builtin(LangBuiltinsFactory.ParseLongNodeGen.create(nodes(coerce(args.get(0), Type.STRING, "argument"))), Type.LONG);
            case "Int.parse/1", "Int.parseInt/1":
                return builtin(LangBuiltinsFactory.ParseIntNodeGen.create(nodes(coerce(args.get(0), Type.STRING, "argument"))), Type.INT);
            case "Double.parse/1", "Double.parseDouble/1":
                return builtin(LangBuiltinsFactory.ParseDoubleNodeGen.create(nodes(coerce(args.get(0), Type.STRING, "argument"))), Type.DOUBLE);
            default:
                break;
        }
        if (className.equals("Math") && n == 1) {
            MathBuiltins.DoubleFunction fn = switch (c.name()) {
                case "sqrt" -> MathBuiltins.DoubleFunction.SQRT;
                case "exp" -> MathBuiltins.DoubleFunction.EXP;
                case "log" -> MathBuiltins.DoubleFunction.LOG;
                case "sin" -> MathBuiltins.DoubleFunction.SIN;
                case "cos" -> MathBuiltins.DoubleFunction.COS;
                case "tan" -> MathBuiltins.DoubleFunction.TAN;
                case "floor" -> MathBuiltins.DoubleFunction.FLOOR;
                case "ceil" -> MathBuiltins.DoubleFunction.CEIL;
                case "round" -> MathBuiltins.DoubleFunction.ROUND;
                case "cbrt" -> MathBuiltins.DoubleFunction.CBRT;
                case "log10" -> MathBuiltins.DoubleFunction.LOG10;
                case "atan" -> MathBuiltins.DoubleFunction.ATAN;
                case "asin" -> MathBuiltins.DoubleFunction.ASIN;
                case "acos" -> MathBuiltins.DoubleFunction.ACOS;
                default -> null;
            };
            if (fn != null) {
                return builtin(MathBuiltinsFactory.DoubleFunctionNodeGen.create(nodes(coerce(args.get(0), Type.DOUBLE, "argument")), fn), Type.DOUBLE);
            }
        }
        throw new CompileError(c.pos(), "unknown method " + className + "." + c.name() + " with " + n + " argument(s)");
    }

    private TExpr numericBuiltin(List<TExpr> args, java.util.function.Function<X10ExpressionNode[], X10ExpressionNode> factory) {
        Type type = args.get(0).type();
        for (TExpr a : args) {
            if (!a.type().isNumeric() && a.type() != Type.PENDING) {
                throw new CompileError(a.source().pos(), "a number is needed here, not " + a.type());
            }
            type = a.type() == Type.PENDING ? type : promote(type, a.type());
        }
        X10ExpressionNode[] children = new X10ExpressionNode[args.size()];
        for (int i = 0; i < args.size(); i++) {
            children[i] = coerce(args.get(i), type, "argument").node();
        }
        return builtin(factory.apply(children), type);
    }
}
