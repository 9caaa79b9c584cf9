package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/** x10lite through the polyglot API: eval a source, then call static methods from Java. */
class EmbeddingTest {
    private static final String LIBRARY = """
                    public class Lib {
                        static val GREETING = "hello";
                        public static def fib(n:Long):Long {
                            if (n < 2) return n;
                            val a:Long; val b:Long;
                            finish { async a = fib(n - 1); b = fib(n - 2); }
                            return a + b;
                        }
                        public static def half(x:Double) = x / 2;
                        public static def twice(n:Int):Int = n * 2n;
                        public static def greet(name:String) = GREETING + ", " + name;
                        public static def fail(msg:String):Long { throw new Exception(msg); }
                        public static def failInAsync():void { finish { async { throw new Exception("inner"); } } }
                    }
                    """;

    private static Context context() {
        return Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false").build();
    }

    @Test
    void callsStaticMethodsWithNumbersAndStrings() {
        try (Context ctx = context()) {
            Value lib = ctx.eval(Source.create("x10lite", LIBRARY)).getMember("Lib");
            assertEquals(6765L, lib.getMember("fib").execute(20).asLong());
            assertEquals(832040L, lib.invokeMember("fib", 30L).asLong());
            assertEquals(1.25, lib.invokeMember("half", 2.5).asDouble());
            assertEquals(42, lib.invokeMember("twice", 21).asInt());
            assertEquals("hello, world", lib.invokeMember("greet", "world").asString());
        }
    }

    @Test
    void guestExceptionsReachTheHost() {
        try (Context ctx = context()) {
            Value lib = ctx.eval(Source.create("x10lite", LIBRARY)).getMember("Lib");
            PolyglotException e = assertThrows(PolyglotException.class, () -> lib.invokeMember("fail", "bad input"));
            assertTrue(e.isGuestException());
            assertEquals("x10.lang.Exception: bad input", e.getMessage());
            PolyglotException m = assertThrows(PolyglotException.class, () -> lib.invokeMember("failInAsync"));
            assertEquals("x10.lang.MultipleExceptions", m.getMessage());
        }
    }

    /**
     * An exception's guest stack holds its innermost 1024 frames (X10Exception.STACK_TRACE_FRAMES),
     * so that throwing at every level of a deep recursion stays linear in the depth; a shallow
     * one holds all of its frames. Elided, so that the recursion runs on the test's thread.
     */
    @Test
    void guestStackTracesHoldTheInnermostFrames() {
        String deep = """
                        public class Deep {
                            public static def down(n:Long):Long {
                                if (n == 0) throw new Exception("bottom");
                                return down(n - 1) + 1;
                            }
                        }
                        """;
        try (Context ctx = Context.newBuilder("x10lite").option("x10lite.Elide", "true").option("engine.WarnInterpreterOnly", "false").build()) {
            Value down = ctx.eval(Source.create("x10lite", deep)).getMember("Deep").getMember("down");
            assertEquals(11, framesOf(assertThrows(PolyglotException.class, () -> down.execute(10L)), "Deep.down"));
            assertEquals(1024, framesOf(assertThrows(PolyglotException.class, () -> down.execute(1500L)), "Deep.down"));
        }
    }

    private static long framesOf(PolyglotException e, String rootName) {
        assertEquals("x10.lang.Exception: bottom", e.getMessage());
        long n = 0;
        for (PolyglotException.StackFrame f : e.getPolyglotStackTrace()) {
            if (f.isGuestFrame() && rootName.equals(f.getRootName())) {
                n++;
            }
        }
        return n;
    }

    @Test
    void wrongArgumentTypesAreRejected() {
        try (Context ctx = context()) {
            Value lib = ctx.eval(Source.create("x10lite", LIBRARY)).getMember("Lib");
            assertThrows(IllegalArgumentException.class, () -> lib.invokeMember("fib", "not a number"));
            assertThrows(IllegalArgumentException.class, () -> lib.invokeMember("fib", 1, 2));
        }
    }

    @Test
    void staticErrorsAreSyntaxErrors() {
        try (Context ctx = context()) {
            PolyglotException e = assertThrows(PolyglotException.class,
                            () -> ctx.eval(Source.newBuilder("x10lite", "public class A { def f() { return y; } }", "A.x10").buildLiteral()));
            assertTrue(e.isSyntaxError());
            assertEquals("A.x10:1:35: unknown variable y", e.getMessage());
            // the source location is the first error's, for a type error as for a syntax error
            assertEquals(1, e.getSourceLocation().getStartLine());
            assertEquals(35, e.getSourceLocation().getStartColumn());
            PolyglotException twoErrors = assertThrows(PolyglotException.class, () -> ctx.eval(Source.newBuilder("x10lite",
                            "public class T {\n  def f():Long = \"s\";\n  def g() { return z; }\n}", "T.x10").buildLiteral()));
            String first = twoErrors.getMessage().lines().findFirst().orElseThrow();
            assertTrue(twoErrors.getMessage().contains("T.x10:2:18: ") && twoErrors.getMessage().contains("T.x10:3:20: "), twoErrors.getMessage());
            assertEquals(first.split(":")[1], String.valueOf(twoErrors.getSourceLocation().getStartLine()));
            assertEquals(first.split(":")[2], String.valueOf(twoErrors.getSourceLocation().getStartColumn()));
            PolyglotException syntax = assertThrows(PolyglotException.class,
                            () -> ctx.eval(Source.newBuilder("x10lite", "public class S {\n  def f() { return 1 }\n}", "S.x10").buildLiteral()));
            assertEquals(2, syntax.getSourceLocation().getStartLine());
            // what x10lite does not support is named as such, in the user's terms
            PolyglotException inheritance = assertThrows(PolyglotException.class,
                            () -> ctx.eval(Source.newBuilder("x10lite", "public class B {}\npublic class C extends B {}", "C.x10").buildLiteral()));
            assertEquals("C.x10:2:16: 'extends' (inheritance) is not supported by x10lite", inheritance.getMessage());
        }
    }

    /**
     * One program's code running inside another's finish: an async with no finish in its own
     * function, in a closure of {@code Spawner} run by {@code Runner}, belongs to Runner's
     * finish, and one in Spawner's own code to Spawner's. The runtime keeps the finish a walk
     * found for such an async until a finish is entered or left on the thread, which it sees only
     * in programs that count their finishes: both count here, each having a parameter of function
     * type a host may pass the other's code through (Runner's, in one variant, only that of a
     * closure). Under every policy, one and two workers.
     */
    @Test
    void anotherProgramsAsyncsBelongToTheFinishTheyRunIn() {
        String closureOnlyRunner = """
                        public class Runner {
                            public static def runner():(()=>void)=>String = (f:()=>void) => {
                                try {
                                    finish f();
                                    return "no failure";
                                } catch (e:MultipleExceptions) {
                                    return "caught " + e.exceptions.size;
                                }
                            };
                        }
                        """;
        String runner = """
                        public class Runner {
                            public static def run(f:()=>void):String {
                                try {
                                    finish f();
                                    return "no failure";
                                } catch (e:MultipleExceptions) {
                                    return "caught " + e.exceptions.size;
                                }
                            }
                            public static def runner():(()=>void)=>String = (f:()=>void) => run(f);
                        }
                        """;
        String spawner = """
                        public class Spawner {
                            static def spawnFailing(k:Long):void {
                                async { throw new Exception("boom " + k); }
                            }
                            static def failing():()=>void = () => { for (k in 1..3) spawnFailing(k); };
                            public static def both(run:(()=>void)=>String):String {
                                var inner:String = "";
                                try {
                                    finish {
                                        spawnFailing(0);
                                        inner = run(failing());
                                        spawnFailing(4);
                                    }
                                } catch (e:MultipleExceptions) {
                                    return inner + ", outer " + e.exceptions.size;
                                }
                                return inner + ", outer none";
                            }
                        }
                        """;
        for (String policy : new String[]{"work-first", "help-first", "adaptive"}) {
            for (String workers : new String[]{"1", "2"}) {
                for (String runnerCode : new String[]{runner, closureOnlyRunner}) {
                    try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).allowExperimentalOptions(true).option("engine.WarnInterpreterOnly", "false")
                                    .option("x10lite.Policy", policy).option("x10lite.Workers", workers).option("x10lite.AdaptiveWarmUp", "0").build()) {
                        Value run = ctx.eval(Source.newBuilder("x10lite", runnerCode, "Runner.x10").buildLiteral()).getMember("Runner").invokeMember("runner");
                        Value both = ctx.eval(Source.newBuilder("x10lite", spawner, "Spawner.x10").buildLiteral()).getMember("Spawner").getMember("both");
                        for (int i = 0; i < 20; i++) {
                            assertEquals("caught 3, outer 2", both.execute(run).asString(), policy + ", " + workers + " workers, call " + i + "\n" + runnerCode);
                        }
                    }
                }
            }
        }
    }
}
