package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A victim inside a long call-free loop answers a steal while it is still in the loop: the
 * continuation after the async starts before the async's loop ends. Graal compiles a leaf loop
 * counted in {@code int} without safepoint polls, so each loop kind here would answer only when
 * it ends, seconds later, if the language did not keep a poll in them: a {@code while} loop over
 * an {@code Int} counter (never a counted loop for Graal: {@code LoopBodyNode}), a range loop over
 * {@code Int}s and one over {@code Long}s whose range fits in {@code int} (such loops count in
 * {@code int}, compiled in chunks with a poll between two: {@code PollChunks}).
 *
 * <p>Not a timing assertion: the loop runs for at least a quarter of a second, and a steal answered at any poll
 * inside it passes; only a steal that waits for the loop to end fails. A thief's requests come
 * every few milliseconds, so a steal can also be answered at the async's entry, before the loop:
 * that passes too, which is why the probe runs several times and every run must pass.
 */
class StealLatencyTest {
    private static final String PROBE = """
                    public class Latency {
                        static def spin(n:Int):Int {
                            var s:Int = 0n;
                            %s
                            return s;
                        }
                        // 1 if the code after the async started before the async's loop ended
                        public static def probe(n:Int):Long {
                            val loopEnded:Long;
                            val continuationStarted:Long;
                            finish {
                                async {
                                    spin(n);
                                    loopEnded = System.nanoTime();
                                }
                                continuationStarted = System.nanoTime();
                            }
                            return continuationStarted < loopEnded ? 1 : 0;
                        }
                        public static def calibrate(n:Int):Long {
                            val t0 = System.nanoTime();
                            spin(n);
                            return System.nanoTime() - t0;
                        }
                    }
                    """;

    @ParameterizedTest
    @ValueSource(strings = {
                    "var i:Int = 0n; while (i < n) { s = s + i % 7n; i++; }",
                    "for (i in 0n..(n - 1n)) { s = s + i % 7n; }",
                    "for (i in 0..(n as Long - 1)) { s = s + (i % 7) as Int; }"})
    void victimInALoopCountedInIntAnswersBeforeTheLoopEnds(String loop) {
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).allowExperimentalOptions(true)
                        .option("engine.WarnInterpreterOnly", "false")
                        .options(X10Runner.IMMEDIATE_COMPILATION)
                        .option("x10lite.Workers", "2").build()) {
            Value latency = ctx.eval(Source.create("x10lite", PROBE.formatted(loop))).getMember("Latency");
            // spin compiled (on its first call, which is not timed) and sized to run at least 250 ms
            latency.invokeMember("calibrate", 1000);
            int n = 1 << 20;
            while (n < (1 << 30) && latency.invokeMember("calibrate", n).asLong() < 250_000_000L) {
                n <<= 1;
            }
            for (int run = 0; run < 3; run++) {
                assertEquals(1L, latency.invokeMember("probe", n).asLong(),
                                "run " + run + ": the continuation was stolen only after the victim's loop of " + n + " iterations ended");
            }
        }
    }
}
