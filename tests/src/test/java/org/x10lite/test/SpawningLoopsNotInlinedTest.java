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
 * A function that spawns and loops is compiled on its own and never inlined into a caller
 * ({@code X10RootNode.prepareForCompilation}): a steal deoptimizes the compiled frame of the
 * victim's oldest stealable async, and a callee inlined into that frame would finish its
 * activation, loop included, in the interpreter. A loop-free spawning function (Fib's) is
 * still inlined, recursively. A compilation fact from Truffle's compilation trace, not a timing.
 */
class SpawningLoopsNotInlinedTest {
    private static final String KERNELS = """
                    public class Kernels {
                        // divide and conquer with a sequential loop at the leaves, as Jacobi's relax
                        static def sum(a:Rail[Long], lo:Long, hi:Long):Long {
                            if (hi - lo <= 16) {
                                var s:Long = 0;
                                for (i in lo..(hi - 1)) s += a(i);
                                return s;
                            }
                            val mid = (lo + hi) / 2;
                            val l:Long;
                            val r:Long;
                            finish {
                                async l = sum(a, lo, mid);
                                r = sum(a, mid, hi);
                            }
                            return l + r;
                        }
                        static def fib(n:Long):Long {
                            if (n < 2) return n;
                            val a:Long;
                            val b:Long;
                            finish {
                                async a = fib(n - 1);
                                b = fib(n - 2);
                            }
                            return a + b;
                        }
                        public static def run(n:Long):Long {
                            val a = new Rail[Long](n, (i:Long) => i);
                            return sum(a, 0, n) * 1000 + fib(15);
                        }
                    }
                    """;

    @Test
    void aSpawningFunctionWithALoopIsNeverInlinedAndALoopFreeOneIs() {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        long n = 4096;
        long expected = n * (n - 1) / 2 * 1000 + 610;
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).allowExperimentalOptions(true)
                        .option("engine.WarnInterpreterOnly", "false")
                        .option("engine.BackgroundCompilation", "false")
                        .option("engine.CompilationFailureAction", "Throw")
                        .option("engine.TraceCompilation", "true").logHandler(log)
                        .option("x10lite.Workers", "1").build()) {
            Value kernels = ctx.eval(Source.create("x10lite", KERNELS)).getMember("Kernels");
            for (int round = 0; round < 200 && !(lastTierDone(log, "Kernels.sum") && lastTierDone(log, "Kernels.fib")); round++) {
                assertEquals(expected, kernels.invokeMember("run", n).asLong(), "round " + round);
            }
        }
        List<String> sums = compilations(log, "Kernels.sum");
        List<String> fibs = compilations(log, "Kernels.fib");
        assertFalse(sums.isEmpty() || fibs.isEmpty(), "sum and fib did not both compile in 200 rounds:\n" + log.toString(StandardCharsets.UTF_8));
        for (String sum : sums) {
            assertEquals(0, inlined(sum), "sum, which spawns and loops, was inlined into itself:\n" + sum);
        }
        assertTrue(fibs.stream().anyMatch(l -> inlined(l) > 0), "fib, which spawns without a loop, was never inlined:\n" + String.join("\n", fibs));
    }
}
