package org.x10lite.test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * Generates random, well-typed, terminating x10lite programs whose output does not depend on
 * the order in which activities run, so that every runtime configuration must print exactly
 * what the serial elision prints (Csmith-style differential testing).
 *
 * <p>Why the output is order-independent: activities change shared state only by commutative
 * updates inside {@code atomic} (a sum, Rail slots, a count of caught exceptions), and the
 * program prints once, at the end, after its implicit finish. Why it terminates: loops are
 * bounded, every generated function returns at once when its depth argument reaches zero and
 * passes {@code d - 1} on, and a {@code when} always comes after the sibling activity that makes
 * it true. Why the elision cannot deadlock: that sibling precedes the {@code when} in program
 * order, so it has run when the elided {@code when} tests its condition.
 *
 * <p>The generator aims at the places where wrong results were found before: guest code called
 * by builtins (a Rail initializer, a {@code toString()} reached through string conversion, calls
 * in the arguments of user calls), every way of leaving a {@code finish}, {@code try} or
 * {@code finally} with spawning code around, escaping asyncs, vals assigned in asyncs, and
 * exceptions collected by finishes at several depths.
 */
final class ProgramGenerator {
    /** The constructs a program may contain (a test checks that all of them are generated). */
    enum Construct {
        ASYNC, FINISH, NESTED_FINISH, ESCAPING_ASYNC, FINISH_AROUND_SPAWNING_CALL, RECURSION, SPAWNING_LOOP, FLAT_ASYNC_LOOP,
        ATOMIC, WHEN, THROW, THROW_IN_ASYNC, CATCH_MULTIPLE_EXCEPTIONS, VAL_ASSIGNED_IN_ASYNC, CLOSURE, RAIL_INITIALIZER_CALLS_GUEST,
        TOSTRING_SPAWNS, CALL_IN_CALL_ARGUMENTS, BREAK_OUT_OF_FINISH, CONTINUE_OUT_OF_FINISH, RETURN_OUT_OF_FINISH,
        SPAWNING_FINALLY, RETURN_THROUGH_SPAWNING_FINALLY, BREAK_THROUGH_SPAWNING_FINALLY, RAIL_ELEMENT_TARGETS, INCREMENT,
        WHILE_LOOP, RAIL_LOOP, RANGE_AT_TYPE_ENDS, FULL_WIDTH_RANGE, CAST_FROM_ANY
    }

    record Program(String source, EnumSet<Construct> constructs) {
    }

    private static final int MAX_DEPTH = 4;

    private final Choices choices;
    private final EnumSet<Construct> used = EnumSet.noneOf(Construct.class);
    private int fresh;
    private int functionCount;
    /** Statements still to generate: bounds the size of the whole program. */
    private int budget;

    private ProgramGenerator(Choices choices) {
        this.choices = choices;
    }

    static Program generate(Choices choices) {
        ProgramGenerator g = new ProgramGenerator(choices);
        String source = g.program();
        return new Program(source, g.used);
    }

    /**
     * What a statement may do where it is generated: {@code canReturn} (in a function, not inside
     * an async or finally), {@code inFunction} (the depth argument {@code d} is in scope: every call
     * passes less, so recursion ends), the loop a {@code break} may leave, the Long values in scope.
     */
    private record Scope(boolean canReturn, boolean inFunction, boolean underFinish, String loopVar, String loopStart, List<String> longs, int depth) {
        Scope(boolean canReturn, boolean inFunction, boolean underFinish, String loopVar, List<String> longs, int depth) {
            this(canReturn, inFunction, underFinish, loopVar, null, longs, depth);
        }

        Scope deeper() {
            return new Scope(canReturn, inFunction, underFinish, loopVar, loopStart, longs, depth + 1);
        }

        /** Inside an async body: no jump may leave it. */
        Scope activity() {
            return new Scope(false, inFunction, underFinish, null, null, longs, depth + 1);
        }

        Scope withLong(String name) {
            List<String> more = new ArrayList<>(longs);
            more.add(name);
            return new Scope(canReturn, inFunction, underFinish, loopVar, loopStart, more, depth + 1);
        }

        /** The body of a range loop over {@code var}, whose first value is {@code start} (a jump compares with it). */
        Scope loop(String var, String start) {
            List<String> more = new ArrayList<>(longs);
            more.add(var);
            return new Scope(canReturn, inFunction, underFinish, var, start, more, depth + 1);
        }

        /** Inside a finish of the same function: an async here does not escape. */
        Scope finished() {
            return new Scope(canReturn, inFunction, true, loopVar, loopStart, longs, depth + 1);
        }

        /** A jump out of a finally would discard what was pending: not generated. */
        Scope finallyBody() {
            return new Scope(false, inFunction, underFinish, null, null, longs, depth + 1);
        }
    }

    /** The bounds of a range loop, as X10 expressions. */
    private record Bounds(String first, String last) {
    }

    /**
     * The bounds of a range loop of {@code lastOffset + 1} iterations: from 0 in half the loops,
     * else at or next to an end of Long or Int, where a counter, a limit or a split point that
     * went one past its type's largest or smallest value would make the loop run on or skip
     * iterations.
     */
    private Bounds rangeBounds(int lastOffset) {
        int choice = choices.below(12);
        if (choice < 6) {
            used.add(Construct.RANGE_AT_TYPE_ENDS);
        }
        return switch (choice) {
            case 0 -> new Bounds("(Long.MAX_VALUE - " + lastOffset + ")", "Long.MAX_VALUE");
            case 1 -> new Bounds("Long.MIN_VALUE", "(Long.MIN_VALUE + " + lastOffset + ")");
            case 2 -> new Bounds("(Int.MAX_VALUE - " + lastOffset + "n)", "Int.MAX_VALUE");
            case 3 -> new Bounds("Int.MIN_VALUE", "(Int.MIN_VALUE + " + lastOffset + "n)");
            case 4 -> new Bounds("(Long.MAX_VALUE - " + (lastOffset + 1) + ")", "(Long.MAX_VALUE - 1)");
            case 5 -> new Bounds("(Long.MIN_VALUE + 1)", "(Long.MIN_VALUE + " + (lastOffset + 1) + ")");
            default -> new Bounds("0", Integer.toString(lastOffset));
        };
    }

    private String program() {
        budget = 30 + choices.below(30);
        functionCount = 1 + choices.below(3);
        StringBuilder out = new StringBuilder();
        out.append("public class Gen {\n");
        out.append("""
                            static class Acc { var sum:Long = 0; var caught:Long = 0; }
                            static class Gate { var n:Long = 0; }
                            static class Holder { val q = new Rail[Long](4); val fixed:Long = 1; }
                            static class Box {
                                val v:Long;
                                def this(v:Long) { this.v = v; }
                                public def toString():String {
                                    val a:Long;
                                    finish { async a = work(v % 50 + 10); }
                                    return "B" + (a + v);
                                }
                            }
                            static val acc = new Acc();
                            static val holder = new Holder();
                            static def add(x:Long) { atomic acc.sum += x; }
                            static def caught(x:Long) { atomic acc.caught += x; }
                            static def work(n:Long):Long { var s:Long = 0; for (k in 0..n) s += (k * 7 + 3) % 11; return s; }
                            static def sumOf(r:Rail[Long]):Long { var s:Long = 0; for (x in r) s += x; return s; }
                            static def held():Rail[Long] = holder.q;
                            static def rec(d:Long):Long {
                                if (d <= 1) return d + work(20);
                                val a:Long;
                                val b:Long;
                                finish { async a = rec(d - 1); b = rec(d - 2); }
                                return a + b;
                            }
                        """);
        for (int i = 0; i < functionCount; i++) {
            out.append(function(i));
        }
        out.append("    public static def main(args:Rail[String]) {\n");
        out.append("        val r = new Rail[Long](8);\n");
        // the explicit finish collects the exceptions of escaping asyncs too, so the program always prints
        out.append("        try {\n");
        out.append("            finish {\n");
        out.append(block(new Scope(false, false, true, null, List.of("r.size"), 1), "                "));
        out.append("            }\n");
        out.append("        } catch (e:MultipleExceptions) {\n");
        out.append("            caught(100 + e.exceptions.size);\n");
        out.append("        } catch (e:Exception) {\n");
        out.append("            caught(1);\n");
        out.append("        }\n");
        out.append("        Console.OUT.println(\"sum=\" + acc.sum + \" caught=\" + acc.caught + \" rail=\" + sumOf(r) + \" held=\" + sumOf(holder.q));\n");
        out.append("    }\n");
        out.append("}\n");
        return out.toString();
    }

    private String function(int index) {
        StringBuilder out = new StringBuilder();
        out.append("    static def f").append(index).append("(d:Long, r:Rail[Long]):Long {\n");
        out.append("        if (d <= 0) return 1;\n");
        out.append(block(new Scope(true, true, false, null, List.of("d"), 0), "        "));
        out.append("        return ").append(expression(new Scope(true, true, false, null, List.of("d"), 0), true)).append(";\n");
        out.append("    }\n");
        return out.toString();
    }

    private String block(Scope scope, String indent) {
        int n = scope.depth >= MAX_DEPTH ? choices.below(2) : 1 + choices.below(3);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n && budget > 0; i++) {
            budget--;
            out.append(statement(scope, indent));
        }
        return out.toString();
    }

    private String name(String prefix) {
        return prefix + fresh++;
    }

    private String statement(Scope s, String in) {
        if (s.depth >= MAX_DEPTH) {
            return in + "add(" + expression(s, false) + ");\n";
        }
        String inner = in + "    ";
        switch (choices.below(23)) {
            case 1: {
                used.add(Construct.ASYNC);
                if (!s.underFinish) {
                    used.add(Construct.ESCAPING_ASYNC);
                }
                return in + "async {\n" + block(s.activity(), inner) + in + "}\n";
            }
            case 2: {
                used.add(s.depth > 0 ? Construct.NESTED_FINISH : Construct.FINISH);
                used.add(Construct.FINISH);
                return in + "finish {\n" + block(s.finished(), inner) + in + "}\n";
            }
            case 3: {
                used.add(Construct.SPAWNING_LOOP);
                String i = name("i");
                if (choices.oneIn(6)) {
                    // all of Long: the break ends it
                    used.add(Construct.FULL_WIDTH_RANGE);
                    return in + "for (" + i + " in Long.MIN_VALUE..Long.MAX_VALUE) {\n" + inner + "if (" + i + " == Long.MIN_VALUE + " + choices.below(4) + ") break;\n" +
                                    block(s.loop(i, "Long.MIN_VALUE"), inner) + in + "}\n";
                }
                Bounds b = rangeBounds(choices.below(4));
                return in + "for (" + i + " in " + b.first() + ".." + b.last() + ") {\n" + block(s.loop(i, b.first()), inner) + in + "}\n";
            }
            case 4: {
                used.add(Construct.FLAT_ASYNC_LOOP);
                String i = name("i");
                String fin = choices.oneIn(2) ? "finish " : "";
                Bounds b = rangeBounds(1 + choices.below(12));
                return in + fin + "for (" + i + " in " + b.first() + ".." + b.last() + ") async {\n" + block(s.loop(i, b.first()).activity(), inner) + in + "}\n";
            }
            case 5: {
                used.add(Construct.ATOMIC);
                return in + "atomic r(" + choices.below(8) + ") += " + simple(s) + ";\n";
            }
            case 6: {
                used.add(Construct.RAIL_ELEMENT_TARGETS);
                String[] targets = {"holder.q(holder.fixed)", "held()(" + choices.below(4) + ")", "r(" + choices.below(8) + ")"};
                String target = targets[choices.below(targets.length)];
                if (choices.oneIn(2)) {
                    used.add(Construct.INCREMENT);
                    return in + "atomic " + target + (choices.oneIn(2) ? "++" : "--") + ";\n";
                }
                return in + "atomic " + target + " += " + simple(s) + ";\n";
            }
            case 7:
                return in + "if (" + simple(s) + " > " + choices.below(6) + ") {\n" + block(s.deeper(), inner) + in + "} else {\n" + block(s.deeper(), inner) + in + "}\n";
            case 8:
                return tryStatement(s, in);
            case 9: {
                used.add(Construct.THROW);
                return in + "if (r.size > 0) throw new Exception(\"g" + fresh++ + "\");\n";
            }
            case 10: {
                used.add(Construct.THROW_IN_ASYNC);
                used.add(Construct.ASYNC);
                return in + "async {\n" + block(s.activity(), inner) + inner + "if (r.size > " + choices.below(3) + ") throw new Exception(\"a" + fresh++ + "\");\n" + in + "}\n";
            }
            case 11:
                return when(s, in);
            case 12: {
                used.add(Construct.VAL_ASSIGNED_IN_ASYNC);
                String v = name("v");
                return in + "{\n" + inner + "val " + v + ":Long;\n" + inner + "finish {\n" + inner + "    async " + v + " = " + expression(s, true) + ";\n" +
                                block(s.finished().deeper(), inner + "    ") + inner + "}\n" + block(s.withLong(v), inner) + inner + "add(" + v + ");\n" + in + "}\n";
            }
            case 13: {
                used.add(Construct.CLOSURE);
                String c = name("c");
                return in + "{\n" + inner + "val " + c + " = (x:Long) => x * " + (1 + choices.below(5)) + " + " + simple(s) + ";\n" + inner + "add(" + c + "(" +
                                expression(s, true) + "));\n" + in + "}\n";
            }
            case 14: {
                used.add(Construct.FINISH_AROUND_SPAWNING_CALL);
                used.add(Construct.FINISH);
                return in + "finish add(" + call(s) + ");\n";
            }
            case 15:
                if (s.loopVar != null) {
                    return leaveLoop(s, in);
                }
                return in + "add(" + expression(s, true) + ");\n";
            case 16:
                if (s.canReturn) {
                    return leaveFunction(s, in);
                }
                return in + "add(" + expression(s, true) + ");\n";
            case 17:
                used.add(Construct.RECURSION);
                return in + "add(rec(" + (2 + choices.below(8)) + "));\n";
            case 18:
                return whileLoop(s, in);
            case 19:
                return railLoop(s, in);
            case 20:
                return castFromAny(s, in);
            default:
                return in + "add(" + expression(s, choices.below(3) > 0) + ");\n";
        }
    }

    private String tryStatement(Scope s, String in) {
        String inner = in + "    ";
        StringBuilder out = new StringBuilder(in + "try {\n" + block(s.deeper(), inner) + in + "}");
        boolean caught = choices.oneIn(2);
        if (caught || choices.oneIn(2)) {
            used.add(Construct.CATCH_MULTIPLE_EXCEPTIONS);
            out.append(" catch (e:MultipleExceptions) {\n").append(inner).append("caught(100 + e.exceptions.size);\n").append(in).append("}");
        }
        if (caught) {
            out.append(" catch (e:Exception) {\n").append(inner).append("caught(").append(3 + choices.below(5)).append(");\n").append(in).append("}");
        } else {
            used.add(Construct.SPAWNING_FINALLY);
            out.append(" finally {\n").append(inner).append("async add(").append(simple(s)).append(");\n")
                            .append(block(s.finallyBody(), inner)).append(in).append("}");
        }
        return out.append("\n").toString();
    }

    /**
     * A {@code while} loop (no share, no split: resumed in its middle, its rest runs in the slow
     * clone). The counter moves before the body, so a {@code continue} in the body cannot loop
     * forever; the body sees it as a {@code val}, which its asyncs may capture.
     */
    private String whileLoop(Scope s, String in) {
        used.add(Construct.WHILE_LOOP);
        String inner = in + "    ";
        String w = name("w");
        String i = name("i");
        return in + "{\n" + inner + "var " + w + ":Long = 0;\n" + inner + "while (" + w + " < " + (1 + choices.below(4)) + ") {\n" +
                        inner + "    val " + i + " = " + w + ";\n" + inner + "    " + w + "++;\n" + block(s.loop(i, "0"), inner + "    ") + inner + "}\n" + in + "}\n";
    }

    /** A loop over a Rail's elements: a flat async loop (split at steals), or a plain one a jump may leave. */
    private String railLoop(Scope s, String in) {
        used.add(Construct.RAIL_LOOP);
        String inner = in + "    ";
        String x = name("x");
        String rail = "new Rail[Long](" + (1 + choices.below(8)) + ", (k:Long) => k * " + (1 + choices.below(3)) + ")";
        if (choices.oneIn(2)) {
            String fin = choices.oneIn(2) ? "finish " : "";
            return in + fin + "for (" + x + " in " + rail + ") async {\n" + block(s.loop(x, "0").activity(), inner) + in + "}\n";
        }
        return in + "for (" + x + " in " + rail + ") {\n" + block(s.loop(x, "0"), inner) + in + "}\n";
    }

    /**
     * A value held as {@code Any}, tested with {@code instanceof} and cast back to a type it may or
     * may not have: the run-time checks are exact (a Box is no Gate, a {@code Rail[Long]} no
     * {@code Rail[Int]}, a closure of another signature no function of this one), and a wrong
     * cast is a {@code ClassCastException}, never a misread value.
     */
    private String castFromAny(Scope s, String in) {
        used.add(Construct.CAST_FROM_ANY);
        String inner = in + "    ";
        String a = name("a");
        String[] values = {"new Box(" + simple(s) + ")", "new Gate()", "new Rail[Long](3, " + simple(s) + ")", "new Rail[Int](2)", "[\"s\", \"tt\"]",
                        "(x:Long) => x + " + simple(s), "(x:Long) => x > 0", "1.." + (1 + choices.below(5))};
        String[] types = {"Box", "Gate", "Rail[Long]", "Rail[Int]", "Rail[String]", "(Long)=>Long", "(Long)=>Boolean", "LongRange"};
        String[] uses = {"(%s as Box).v", "(%s as Gate).n", "(%s as Rail[Long])(1)", "(%s as Rail[Int]).size", "(%s as Rail[String])(1).length()",
                        "(%s as (Long)=>Long)(3)", "((%s as (Long)=>Boolean)(1) ? 1 : 0)", "(%s as LongRange).max"};
        int value = choices.below(values.length);
        int tested = choices.below(types.length);
        int cast = choices.oneIn(2) ? value : choices.below(types.length);
        return in + "{\n" + inner + "val " + a + ":Any = " + values[value] + ";\n" +
                        inner + "if (" + a + " instanceof " + types[tested] + ") add(" + (1 + choices.below(9)) + ");\n" +
                        inner + "try { add(" + String.format(uses[cast], a) + "); } catch (e:ClassCastException) { caught(" + (1 + choices.below(9)) + "); }\n" +
                        in + "}\n";
    }

    /** A waiter that a sibling activity, earlier in program order, makes true. */
    private String when(Scope s, String in) {
        used.add(Construct.WHEN);
        used.add(Construct.FINISH);
        String g = name("g");
        String inner = in + "    ";
        int waiters = 1 + choices.below(4);
        return in + "{\n" + inner + "val " + g + " = new Gate();\n" + inner + "finish {\n" +
                        inner + "    async { add(" + expression(s, true) + "); atomic " + g + ".n++; }\n" +
                        inner + "    for (w in 1.." + waiters + ") async when (" + g + ".n >= 1) { acc.sum += w + " + simple(s) + "; }\n" +
                        inner + "    " + "add(" + expression(s, true) + ");\n" +
                        inner + "}\n" + in + "}\n";
    }

    /** {@code break} or {@code continue} out of a finish (or out of a try whose finally spawns) in a loop. */
    private String leaveLoop(Scope s, String in) {
        String inner = in + "    ";
        String jump = choices.oneIn(2) ? "break" : "continue";
        if (choices.oneIn(2)) {
            used.add(Construct.BREAK_THROUGH_SPAWNING_FINALLY);
            return in + "try {\n" + inner + "if (" + s.loopVar + " == " + s.loopStart + " + " + choices.below(3) + ") " + jump + ";\n" + in + "} finally {\n" +
                            inner + "async add(" + simple(s) + ");\n" + in + "}\n";
        }
        used.add(jump.equals("break") ? Construct.BREAK_OUT_OF_FINISH : Construct.CONTINUE_OUT_OF_FINISH);
        used.add(Construct.FINISH);
        return in + "finish {\n" + inner + "async add(" + expression(s, true) + ");\n" + inner + "if (" + s.loopVar + " == " + s.loopStart + " + " + choices.below(3) + ") " + jump + ";\n" +
                        block(s.finished(), inner) + in + "}\n";
    }

    /** {@code return} out of a finish, or through a finally that spawns. */
    private String leaveFunction(Scope s, String in) {
        String inner = in + "    ";
        if (choices.oneIn(2)) {
            used.add(Construct.RETURN_THROUGH_SPAWNING_FINALLY);
            return in + "if (d > " + choices.below(3) + ") {\n" + inner + "try {\n" + inner + "    return " + simple(s) + ";\n" + inner + "} finally {\n" +
                            inner + "    async add(" + expression(s, true) + ");\n" + inner + "}\n" + in + "}\n";
        }
        used.add(Construct.RETURN_OUT_OF_FINISH);
        used.add(Construct.FINISH);
        return in + "finish {\n" + inner + "async add(" + expression(s, true) + ");\n" + inner + "if (d > " + choices.below(3) + ") return " + simple(s) + ";\n" +
                        block(s.finished(), inner) + in + "}\n";
    }

    /** A Long expression without calls (allowed inside atomic). */
    private String simple(Scope s) {
        if (choices.oneIn(2)) {
            return Integer.toString(choices.below(10));
        }
        return s.longs.get(choices.below(s.longs.size()));
    }

    /** A Long expression; with {@code calls}, it may call user code, directly or through builtins. */
    private String expression(Scope s, boolean calls) {
        if (!calls) {
            return simple(s);
        }
        switch (choices.below(8)) {
            case 1:
                return "work(" + (10 + choices.below(3) * 100) + ")";
            case 2:
                return call(s);
            case 3: {
                used.add(Construct.RAIL_INITIALIZER_CALLS_GUEST);
                return "sumOf(new Rail[Long](" + (1 + choices.below(4)) + ", (i:Long) => " + callWith(s.inFunction ? "d - 1 - i % 2" : "i % 2 + 1") + "))";
            }
            case 4: {
                used.add(Construct.TOSTRING_SPAWNS);
                return "(\"\" + new Box(" + simple(s) + ")).length()";
            }
            case 5: {
                used.add(Construct.CALL_IN_CALL_ARGUMENTS);
                String arg = choices.oneIn(2) ? "(\"\" + new Box(" + simple(s) + ")).length() % 2" : "work(" + choices.below(50) + ") % 2";
                // the depth still falls at every call: every generated function terminates
                return callWith(s.inFunction ? "d - 1 - " + arg : arg + " + 1");
            }
            default:
                return simple(s) + " + " + choices.below(10);
        }
    }

    private String call(Scope s) {
        return callWith(s.inFunction ? "d - 1" : Integer.toString(1 + choices.below(2)));
    }

    private String callWith(String depth) {
        int f = choices.below(functionCount);
        if (f == 0 && functionCount > 1) {
            used.add(Construct.RECURSION);
        }
        return "f" + f + "(" + depth + ", r)";
    }
}
