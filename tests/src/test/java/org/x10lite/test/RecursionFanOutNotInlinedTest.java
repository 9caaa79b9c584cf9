package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.x10lite.test.CompilationTrace.compilations;
import static org.x10lite.test.CompilationTrace.inlined;
import static org.x10lite.test.CompilationTrace.lastTierDone;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/**
 * Functions that call each other recursively from more than three call sites in all are never
 * inlined ({@code RecursiveCalls}, {@code X10RootNode.keepOutOfCallers}): Truffle would inline
 * them two levels deep along every path (LU's {@code schur}, eight recursive calls, compiled to
 * 224 KB). One with two recursive calls (as Fib's) still is. A compilation fact from Truffle's
 * compilation trace, under the serial elision and with one worker.
 */
class RecursionFanOutNotInlinedTest {
    private static final String TREES = """
                    public class Trees {
                        // four recursive calls, no loop: a quad tree's sum
                        static def quad(lo:Long, n:Long):Long {
                            if (n == 1) return lo;
                            val q = n / 4;
                            val a:Long;
                            val b:Long;
                            val c:Long;
                            val d:Long;
                            finish {
                                async a = quad(lo, q);
                                async b = quad(lo + q, q);
                                async c = quad(lo + 2 * q, q);
                                d = quad(lo + 3 * q, q);
                            }
                            return a + b + c + d;
                        }
                        // two functions calling each other, twice each
                        static def even(lo:Long, n:Long):Long {
                            if (n == 1) return lo;
                            val h = n / 2;
                            val a:Long;
                            val b:Long;
                            finish {
                                async a = odd(lo, h);
                                b = odd(lo + h, h);
                            }
                            return a + b;
                        }
                        static def odd(lo:Long, n:Long):Long {
                            if (n == 1) return lo;
                            val h = n / 2;
                            return even(lo, h) + even(lo + h, h);
                        }
                        // two recursive calls: inlined into itself
                        static def halves(lo:Long, n:Long):Long =
                            n == 1 ? lo : halves(lo, n / 2) + halves(lo + n / 2, n / 2);
                        public static def run(n:Long):Long {
                            return quad(0, n) + even(0, n) + halves(0, n);
                        }
                    }
                    """;

    @Test
    void elided() {
        fanningOutFunctionsAreNeverInlinedAndTwoWayRecursionIs("x10lite.Elide", "true");
    }

    @Test
    void oneWorker() {
        fanningOutFunctionsAreNeverInlinedAndTwoWayRecursionIs("x10lite.Workers", "1");
    }

    private static void fanningOutFunctionsAreNeverInlinedAndTwoWayRecursionIs(String option, String value) {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        long n = 1024;
        long expected = 3 * (n * (n - 1) / 2);
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).allowExperimentalOptions(true)
                        .option("engine.WarnInterpreterOnly", "false")
                        .option("engine.BackgroundCompilation", "false")
                        .option("engine.CompilationFailureAction", "Throw")
                        .option("engine.TraceCompilation", "true").logHandler(log)
                        .option(option, value).build()) {
            Value trees = ctx.eval(Source.create("x10lite", TREES)).getMember("Trees");
            String[] functions = {"Trees.quad", "Trees.even", "Trees.odd", "Trees.halves"};
            for (int round = 0; round < 300 && !java.util.Arrays.stream(functions).allMatch(f -> lastTierDone(log, f)); round++) {
                assertEquals(expected, trees.invokeMember("run", n).asLong(), "round " + round);
            }
        }
        for (String f : new String[]{"Trees.quad", "Trees.even", "Trees.odd"}) {
            List<String> lines = compilations(log, f);
            assertFalse(lines.isEmpty(), f + " did not compile in 300 rounds:\n" + log.toString(StandardCharsets.UTF_8));
            for (String line : lines) {
                assertEquals(0, inlined(line), f + " was compiled with calls inlined:\n" + line);
            }
        }
        List<String> halves = compilations(log, "Trees.halves");
        assertFalse(halves.isEmpty(), "halves did not compile in 300 rounds:\n" + log.toString(StandardCharsets.UTF_8));
        assertTrue(halves.stream().anyMatch(l -> inlined(l) > 0), "halves, with two recursive calls, was never inlined:\n" + String.join("\n", halves));
    }
}
