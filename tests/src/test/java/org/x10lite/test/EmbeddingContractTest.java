package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.proxy.ProxyArray;
import org.graalvm.polyglot.proxy.ProxyObject;
import org.junit.jupiter.api.Test;

/** What an embedder may rely on: one program per source and context, and host arguments checked against every parameter type. */
class EmbeddingContractTest {
    private static final String COUNTER = """
                    public class Counter {
                        static var count:Long = 0;
                        public static def inc():Long { count = count + 1; return count; }
                    }
                    """;

    private static final String TYPES = """
                    public class Types {
                        static class Point { val x:Long; def this(x:Long) { this.x = x; } }
                        public static def point(x:Long):Point = new Point(x);
                        public static def x(p:Point):Long = p == null ? -1 : p.x;
                        public static def code(c:Char):Long = c as Long;
                        public static def message(e:Exception):String = e == null ? "none" : e.getMessage();
                        public static def exception(m:String):Exception = new Exception(m);
                        public static def size(r:LongRange):Long = r.max - r.min + 1;
                        public static def apply(f:(Long)=>Long, x:Long):Long = f(x);
                        public static def square():(Long)=>Long = (x:Long) => x * x;
                        public static def sum(r:Rail[Long]):Long { var s:Long = 0; for (x in r) s += x; return s; }
                        public static def count(r:Rail[String]):Long = r.size;
                        public static def show(a:Any):String = "" + a;
                    }
                    """;

    private static Context context() {
        return Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false").build();
    }

    @Test
    void evaluatingTheSameSourceAgainGivesTheSameProgram() {
        try (Context ctx = context()) {
            Source source = Source.create("x10lite", COUNTER);
            Value first = ctx.eval(source).getMember("Counter");
            assertEquals(1L, first.invokeMember("inc").asLong());
            assertEquals(2L, first.invokeMember("inc").asLong());
            assertEquals(3L, first.invokeMember("inc").asLong());
            Value second = ctx.eval(source).getMember("Counter");
            assertEquals(4L, first.invokeMember("inc").asLong(), "the initializers ran again on the first program's statics");
            assertEquals(5L, second.invokeMember("inc").asLong());
        }
    }

    @Test
    void anUncachedSourceIsANewProgram() {
        try (Context ctx = context()) {
            Value first = ctx.eval(Source.create("x10lite", COUNTER)).getMember("Counter");
            assertEquals(1L, first.invokeMember("inc").asLong());
            Value fresh = ctx.eval(Source.newBuilder("x10lite", COUNTER, "Counter.x10").cached(false).buildLiteral()).getMember("Counter");
            assertEquals(1L, fresh.invokeMember("inc").asLong());
            assertEquals(2L, first.invokeMember("inc").asLong());
        }
    }

    @Test
    void everyParameterTypeConvertsOrRejects() {
        try (Context ctx = context()) {
            Value t = ctx.eval(Source.create("x10lite", TYPES)).getMember("Types");
            assertEquals(97L, t.invokeMember("code", "a").asLong());
            assertEquals(98L, t.invokeMember("code", 'b').asLong());
            rejected(t, "Char", "code", "ab");
            rejected(t, "Char", "code", (Object) null);
            rejected(t, "Char", "code", 7);

            assertEquals("boom", t.invokeMember("message", t.invokeMember("exception", "boom")).asString());
            assertEquals("none", t.invokeMember("message", (Object) null).asString());
            rejected(t, "Exception", "message", "boom");

            assertEquals(7L, t.invokeMember("x", t.invokeMember("point", 7)).asLong());
            assertEquals(-1L, t.invokeMember("x", (Object) null).asLong());
            rejected(t, "Point", "x", ProxyObject.fromMap(java.util.Map.of("x", 7)));
            rejected(t, "Point", "x", t.invokeMember("exception", "not a point"));

            rejected(t, "LongRange", "size", 5);
            assertEquals(9L, t.invokeMember("apply", t.invokeMember("square"), 3).asLong());
            rejected(t, "(Long)=>Long", "apply", "not a closure", 3);

            assertEquals(6L, t.invokeMember("sum", ProxyArray.fromArray(1L, 2L, 3L)).asLong());
            rejected(t, "Rail[Long]", "sum", ProxyArray.fromArray(1L, "two"));
            rejected(t, "Rail[Long]", "sum", "123");
            assertEquals(2L, t.invokeMember("count", ProxyArray.fromArray("a", "b")).asLong());

            assertEquals("42", t.invokeMember("show", 42).asString());
            assertEquals("text", t.invokeMember("show", "text").asString());
            assertEquals("null", t.invokeMember("show", (Object) null).asString());
        }
    }

    @Test
    void optionValuesOutsideTheirRangeAreRejected() {
        for (String[] bad : new String[][]{{"x10lite.Workers", "0"}, {"x10lite.Workers", "-1"}, {"x10lite.Workers", "100000"}, {"x10lite.Workers", "many"},
                        {"x10lite.MaxCompensatingWorkers", "-5"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                            () -> Context.newBuilder("x10lite").allowCreateThread(true).option(bad[0], bad[1]).build().close(), bad[0] + "=" + bad[1] + " was accepted");
            assertTrue(e.getMessage().contains("--" + bad[0] + " takes a"), e.getMessage());
        }
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).option("x10lite.Workers", "3").option("x10lite.MaxCompensatingWorkers", "0").build()) {
            assertEquals(6765L, ctx.eval(Source.create("x10lite", FIB)).getMember("F").invokeMember("fib", 20).asLong());
        }
    }

    @Test
    void withoutThreadsProgramsRunSeriallyAndSaySoOnce() {
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        try (Context ctx = Context.newBuilder("x10lite").err(err).option("engine.WarnInterpreterOnly", "false").build()) {
            Value f = ctx.eval(Source.create("x10lite", FIB)).getMember("F");
            assertEquals(6765L, f.invokeMember("fib", 20).asLong());
            assertEquals(832040L, f.invokeMember("fib", 30).asLong());
        }
        String text = err.toString();
        assertTrue(text.contains("allowCreateThread(true)"), text);
        assertEquals(1, text.lines().count(), text);
    }

    private static final String STEALS_THEN_THROWS = """
                    public class SE {
                        static def work(i:Long):Long { var s:Long = 0; for (k in 0..20000) s += (k * i) % 7; return s; }
                        static def inner(r:Rail[Long]):Long {
                            async r(0) = work(3);
                            work(5);
                            throw new IllegalStateException("after the steal");
                        }
                        static def middle(r:Rail[Long]):Long {
                            val x = inner(r);
                            return x + 1;
                        }
                        public static def run():void {
                            val r = new Rail[Long](1);
                            finish {
                                async work(2);
                                middle(r);
                            }
                        }
                        public static def escape():void {
                            async throw new Exception("escaped");
                        }
                    }
                    """;

    @Test
    void guestStacksKeepTheirLinesAfterASteal() {
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).allowExperimentalOptions(true).option("x10lite.Workers", "2")
                        .option("x10lite.StealStress", "true").option("engine.WarnInterpreterOnly", "false").build()) {
            Value se = ctx.eval(Source.newBuilder("x10lite", STEALS_THEN_THROWS, "SE.x10").buildLiteral()).getMember("SE");
            for (int round = 0; round < 20; round++) {
                PolyglotException multiple = assertThrows(PolyglotException.class, () -> se.invokeMember("run"));
                PolyglotException inner = nestedException(multiple);
                assertEquals("x10.lang.IllegalStateException: after the steal", inner.getMessage());
                java.util.List<String> frames = new java.util.ArrayList<>();
                for (PolyglotException.StackFrame f : inner.getPolyglotStackTrace()) {
                    if (f.isGuestFrame() && !f.getRootName().startsWith("<")) {
                        frames.add(f.getRootName() + ":" + (f.getSourceLocation() == null ? "?" : f.getSourceLocation().getStartLine()));
                    }
                }
                assertEquals(java.util.List.of("SE.inner:6", "SE.middle:9", "SE.run:16"), frames);
            }
            PolyglotException escaped = assertThrows(PolyglotException.class, () -> se.invokeMember("escape"));
            assertEquals("x10.lang.MultipleExceptions", escaped.getMessage());
            PolyglotException.StackFrame top = escaped.getPolyglotStackTrace().iterator().next();
            assertTrue(top.getSourceLocation() != null && top.getSourceLocation().getStartLine() == 19, top.toString());
        }
    }

    private static PolyglotException nestedException(PolyglotException multiple) {
        assertTrue(multiple.isGuestException() && multiple.getGuestObject() != null, () -> "not a guest exception: " + multiple + " " + java.util.Arrays.toString(multiple.getStackTrace()));
        Value nested = multiple.getGuestObject().getMember("exceptions");
        assertEquals(1L, nested.getArraySize());
        return assertThrows(PolyglotException.class, () -> nested.getArrayElement(0).throwException());
    }

    private static final String FIB = """
                    public class F {
                        public static def fib(n:Long):Long {
                            if (n < 2) return n;
                            val a:Long; val b:Long;
                            finish { async a = fib(n - 1); b = fib(n - 2); }
                            return a + b;
                        }
                    }
                    """;

    private static void rejected(Value type, String x10Type, String method, Object... args) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> type.invokeMember(method, args), method + " accepted a wrong argument");
        assertTrue(e.getMessage().contains("expected a value of X10 type " + x10Type + ", got "), e.getMessage());
        assertTrue(e.getMessage().contains(". "), "a separator before the host's argument list: " + e.getMessage());
    }
}
