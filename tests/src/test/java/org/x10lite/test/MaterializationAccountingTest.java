package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/**
 * A compiled frame is materialized (and so deoptimized) only by a steal: Truffle's own trace of
 * {@code FrameInstance#getFrame(MATERIALIZE)} on compiled frames counts exactly as many as the
 * {@code materializedFrames} statistic, which the runtime counts in its steal (and park) code.
 * Recursive Fib under steal stress, compiled on first call, so that thieves take continuations
 * out of compiled activations.
 */
class MaterializationAccountingTest {
    private static final String FIB = """
                    public class Fib {
                        public static def fib(n:Long):Long {
                            if (n < 2) return n;
                            val a:Long;
                            val b:Long;
                            finish {
                                async a = fib(n - 1);
                                b = fib(n - 2);
                            }
                            return a + b;
                        }
                    }
                    """;

    private static final Pattern MATERIALIZED = Pattern.compile("materializedFrames=(\\d+)");
    private static final Pattern STEALS = Pattern.compile(" steals=(\\d+)");

    @Test
    void everyMaterializedCompiledFrameIsCountedByASteal() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).allowExperimentalOptions(true).err(err).logHandler(log)
                        .option("engine.WarnInterpreterOnly", "false")
                        .options(X10Runner.IMMEDIATE_COMPILATION)
                        .option("engine.TraceDeoptimizeFrame", "true")
                        .option("x10lite.Workers", "4")
                        .option("x10lite.StealStress", "true")
                        .option("x10lite.Stats", "true").build()) {
            Value fib = ctx.eval(Source.create("x10lite", FIB)).getMember("Fib").getMember("fib");
            assertEquals(832040L, fib.execute(30).asLong());
        }
        String stats = err.toString(StandardCharsets.UTF_8);
        long counted = number(MATERIALIZED, stats);
        long steals = number(STEALS, stats);
        long traced = log.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("FrameInstance#getFrame(MATERIALIZE) at")).count();
        System.out.printf("x10lite materialization: %d steals, %d compiled frames materialized (Truffle trace), materializedFrames=%d%n", steals, traced, counted);
        assertTrue(steals > 0, "no steal happened under steal stress: " + stats);
        assertTrue(traced > 0, "no compiled frame was materialized by a steal (not a useful run): " + stats);
        assertEquals(traced, counted, "compiled frames materialized (Truffle's trace) vs counted by steals\n" + stats);
    }

    private static long number(Pattern p, String text) {
        Matcher m = p.matcher(text);
        assertTrue(m.find(), "no " + p.pattern() + " in: " + text);
        return Long.parseLong(m.group(1));
    }
}
