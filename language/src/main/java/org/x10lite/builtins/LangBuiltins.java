package org.x10lite.builtins;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.dsl.Bind;
import com.oracle.truffle.api.dsl.Cached;
import com.oracle.truffle.api.dsl.Fallback;
import com.oracle.truffle.api.dsl.NodeField;
import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.X10Context;
import org.x10lite.nodes.expression.ToStringNode;
import org.x10lite.values.DeclaredType;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Random;
import org.x10lite.values.X10Range;
import org.x10lite.values.X10Rail;

/** The rest of the x10.lang and x10.util library x10lite provides. */
public final class LangBuiltins {
    private LangBuiltins() {
    }

    public abstract static class NanoTimeNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected long nanoTime() {
            return System.nanoTime();
        }
    }

    public abstract static class CurrentTimeMillisNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected long millis() {
            return System.currentTimeMillis();
        }
    }

    static X10Exception numberFormat(Node node, String s) {
        return X10Exception.create(ExceptionKind.NUMBER_FORMAT, "For input string: \"" + s + "\"", node);
    }

    public abstract static class ParseLongNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected long parse(String s, @Bind("$node") Node node) {
            try {
                return Long.parseLong(s.trim());
            } catch (NumberFormatException e) {
                throw numberFormat(node, s);
            }
        }
    }

    public abstract static class ParseIntNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected int parse(String s, @Bind("$node") Node node) {
            try {
                return Integer.parseInt(s.trim());
            } catch (NumberFormatException e) {
                throw numberFormat(node, s);
            }
        }
    }

    public abstract static class ParseDoubleNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected double parse(String s, @Bind("$node") Node node) {
            try {
                return Double.parseDouble(s.trim());
            } catch (NumberFormatException e) {
                throw numberFormat(node, s);
            }
        }
    }

    /** {@code x.toString()} for any value. */
    public abstract static class ToStringBuiltinNode extends BuiltinNode {
        @Specialization
        protected String toString(Object v, @Cached ToStringNode toString) {
            return toString.execute(v);
        }
    }

    /** {@code x.hashCode()}. */
    public abstract static class HashCodeNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected int hash(Object v) {
            return v instanceof String || v instanceof Number || v instanceof Boolean || v instanceof Character ? v.hashCode() : System.identityHashCode(v);
        }
    }

    /** {@code a.equals(b)}: contents for strings and numbers, identity otherwise. */
    public abstract static class EqualsNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected boolean equal(Object a, Object b) {
            if (a instanceof String || a instanceof Number || a instanceof Boolean || a instanceof Character) {
                return a.equals(b);
            }
            return a == b;
        }
    }

    // ---- String ----

    public abstract static class StringLengthNode extends BuiltinNode {
        @Specialization
        protected int length(String s) {
            return s.length();
        }
    }

    static X10Exception stringIndex(Node node, long i, String s) {
        return X10Exception.create(ExceptionKind.INDEX_OUT_OF_BOUNDS, "index " + i + " out of range for a String of length " + s.length(), node);
    }

    public abstract static class CharAtNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected char charAt(String s, long i, @Bind("$node") Node node) {
            if (i < 0 || i >= s.length()) {
                throw stringIndex(node, i, s);
            }
            return s.charAt((int) i);
        }
    }

    public abstract static class SubstringNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected String substring(String s, long from, long to, @Bind("$node") Node node) {
            if (from < 0 || to > s.length() || from > to) {
                throw stringIndex(node, from < 0 || from > to ? from : to, s);
            }
            return s.substring((int) from, (int) to);
        }
    }

    public abstract static class IndexOfNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected long indexOf(String s, String part) {
            return s.indexOf(part);
        }

        @Specialization
        @TruffleBoundary
        protected long indexOf(String s, char c) {
            return s.indexOf(c);
        }
    }

    /** The String methods without arguments that return a String, and those with one String argument returning Boolean. */
    public enum StringFunction {
        TRIM, TO_UPPER_CASE, TO_LOWER_CASE, STARTS_WITH, ENDS_WITH, CONTAINS
    }

    @com.oracle.truffle.api.dsl.NodeField(name = "function", type = StringFunction.class)
    public abstract static class StringFunctionNode extends BuiltinNode {
        protected abstract StringFunction getFunction();

        @Specialization
        @TruffleBoundary
        protected String apply(String s) {
            return switch (getFunction()) {
                case TRIM -> s.trim();
                case TO_UPPER_CASE -> s.toUpperCase();
                case TO_LOWER_CASE -> s.toLowerCase();
                default -> throw new IllegalStateException();
            };
        }
    }

    @com.oracle.truffle.api.dsl.NodeField(name = "function", type = StringFunction.class)
    public abstract static class StringPredicateNode extends BuiltinNode {
        protected abstract StringFunction getFunction();

        @Specialization
        @TruffleBoundary
        protected boolean apply(String s, String other) {
            return switch (getFunction()) {
                case STARTS_WITH -> s.startsWith(other);
                case ENDS_WITH -> s.endsWith(other);
                case CONTAINS -> s.contains(other);
                default -> throw new IllegalStateException();
            };
        }
    }

    // ---- ranges ----

    /** {@code a..b} for Long or Int bounds. */
    public abstract static class MakeRangeNode extends BuiltinNode {
        @Specialization
        protected X10Range make(long min, long max) {
            return new X10Range(min, max, false);
        }

        @Specialization
        protected X10Range make(int min, int max) {
            return new X10Range(min, max, true);
        }
    }

    /** {@code r.min}, {@code r.max}, {@code r.size()} of a range, as Long or Int as its type says. */
    public enum RangeProperty {
        MIN, MAX, SIZE
    }

    @com.oracle.truffle.api.dsl.NodeField(name = "property", type = RangeProperty.class)
    public abstract static class RangePropertyNode extends BuiltinNode {
        protected abstract RangeProperty getProperty();

        @Specialization(guards = "!r.isInt")
        protected long longProperty(X10Range r) {
            return value(r);
        }

        @Specialization(guards = "r.isInt")
        protected int intProperty(X10Range r) {
            return (int) value(r);
        }

        private long value(X10Range r) {
            return switch (getProperty()) {
                case MIN -> r.min;
                case MAX -> r.max;
                case SIZE -> r.size();
            };
        }
    }

    /**
     * {@code r.split(n)}: n contiguous sub-ranges covering r, sizes differing by at most one, the
     * larger ones first. A range may hold up to 2^64 elements, more than a long counts, so the
     * parts are computed from the range's last offset {@code max - min} as an unsigned long, and
     * a part's end never goes past {@code r.max}. Empty parts (more parts than elements) are
     * {@code (r.max + 1)..r.max}, or {@code 1..0} where {@code r.max} is the largest value of
     * its type; those of an empty range are {@code r.min..(r.min - 1)}.
     */
    @NodeField(name = "rangeType", type = DeclaredType.class)
    public abstract static class RangeSplitNode extends BuiltinNode {
        /** {@code LongRange} or {@code IntRange}: the type of the parts, which the Rail of them keeps. */
        protected abstract DeclaredType getRangeType();

        @Specialization
        @TruffleBoundary
        protected X10Rail split(X10Range r, long n, @Bind("$node") Node node) {
            if (n <= 0) {
                throw X10Exception.create(ExceptionKind.ILLEGAL_ARGUMENT, "split(" + n + "): the number of parts must be positive", node);
            }
            Object[] parts = new Object[(int) n];
            if (r.min > r.max) {
                java.util.Arrays.fill(parts, new X10Range(r.min, r.min - 1, r.isInt));
                return new X10Rail.ObjectRail(parts, getRangeType());
            }
            // elements = lastOffset + 1 = base * n + longer, with 0 <= longer < n
            long lastOffset = r.max - r.min;
            long base = Long.divideUnsigned(lastOffset, n);
            long longer = Long.remainderUnsigned(lastOffset, n) + 1;
            if (longer == n) {
                base++;
                longer = 0;
            }
            X10Range empty = r.max == (r.isInt ? Integer.MAX_VALUE : Long.MAX_VALUE) ? new X10Range(1, 0, r.isInt) : new X10Range(r.max + 1, r.max, r.isInt);
            long start = r.min;
            for (int i = 0; i < n; i++) {
                long len = base + (i < longer ? 1 : 0);
                if (len == 0) {
                    // the parts before covered the range (lengths never grow from one part to the next)
                    parts[i] = empty;
                    continue;
                }
                long end = start + (len - 1);
                parts[i] = new X10Range(start, end, r.isInt);
                if (end != r.max) {
                    start = end + 1;
                }
            }
            return new X10Rail.ObjectRail(parts, getRangeType());
        }

        @Specialization
        protected X10Rail split(X10Range r, int n, @Bind("$node") Node node) {
            return split(r, (long) n, node);
        }
    }

    /** {@code rail.range}: {@code 0..(size-1)}. */
    public abstract static class RailRangeNode extends BuiltinNode {
        @Specialization
        protected X10Range range(X10Rail r) {
            return new X10Range(0, r.length() - 1L, false);
        }

        @Fallback
        protected X10Range rangeOfNull(@SuppressWarnings("unused") Object r, @Bind("$node") Node node) {
            throw X10Exception.create(ExceptionKind.NULL_POINTER, "Rail is null", node);
        }
    }

    // ---- exceptions ----

    public abstract static class GetMessageNode extends BuiltinNode {
        @Specialization
        protected String message(X10Exception e) {
            return e.detail;
        }
    }

    public abstract static class ExceptionsOfNode extends BuiltinNode {
        @Specialization(guards = "e.exceptions != null")
        protected X10Rail exceptions(X10Exception e) {
            return e.exceptions;
        }

        @Fallback
        protected X10Rail none(@SuppressWarnings("unused") Object e) {
            return new X10Rail.ObjectRail(new Object[0], ExceptionKind.CHECKED_THROWABLE);
        }
    }

    public abstract static class PrintStackTraceNode extends BuiltinNode {
        @Specialization
        @TruffleBoundary
        protected Object print(X10Exception e, @Bind("$node") Node node) {
            X10Context context = X10Context.get(node);
            context.out.flush();
            context.err.println(e.getMessage());
            for (String line : org.x10lite.X10StackTrace.lines(e)) {
                context.err.println(line);
            }
            context.err.flush();
            return null;
        }
    }

    // ---- x10.util.Random ----

    public abstract static class NewRandomNode extends BuiltinNode {
        @Specialization
        protected X10Random make() {
            return new X10Random();
        }
    }

    public abstract static class NewSeededRandomNode extends BuiltinNode {
        @Specialization
        protected X10Random make(long seed) {
            return new X10Random(seed);
        }
    }

    public enum RandomFunction {
        NEXT_LONG, NEXT_INT, NEXT_DOUBLE, NEXT_FLOAT, NEXT_BOOLEAN
    }

    @com.oracle.truffle.api.dsl.NodeField(name = "function", type = RandomFunction.class)
    public abstract static class RandomNode extends BuiltinNode {
        protected abstract RandomFunction getFunction();

        @Specialization
        protected Object next(X10Random r) {
            return switch (getFunction()) {
                case NEXT_LONG -> r.nextLong();
                case NEXT_INT -> r.nextInt();
                case NEXT_DOUBLE -> r.nextDouble();
                case NEXT_FLOAT -> r.nextFloat();
                case NEXT_BOOLEAN -> r.nextBoolean();
            };
        }
    }

    /** {@code nextLong(n)} and {@code nextInt(n)}: uniform in {@code [0, n)}. */
    public abstract static class RandomBoundedNode extends BuiltinNode {
        @Specialization
        protected long next(X10Random r, long bound) {
            return r.nextLong(bound);
        }

        @Specialization
        protected int next(X10Random r, int bound) {
            return r.nextInt(bound);
        }
    }
}
