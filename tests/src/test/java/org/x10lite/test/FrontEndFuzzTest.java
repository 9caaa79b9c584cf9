package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;

/**
 * Coverage-guided fuzzing of the front end (parse, static checks, translation; nothing runs):
 * no input may end in an internal error or a resource exhaustion, and every rejected input gets
 * a {@code file:line:col} message. In the test suite (no {@code JAZZER_FUZZ}) Jazzer replays the
 * saved inputs in {@code src/test/resources/org/x10lite/test/FrontEndFuzzTestInputs/frontEnd/},
 * findings included; {@code tools/fuzz MINUTES} fuzzes, seeded with every corpus program, and
 * saves what it finds there.
 */
class FrontEndFuzzTest {
    private static final Context CONTEXT = Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false").build();

    @FuzzTest(maxDuration = "60s")
    void frontEnd(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        try {
            CONTEXT.parse(Source.newBuilder("x10lite", text, "Fuzz.x10").cached(false).buildLiteral());
        } catch (PolyglotException e) {
            assertFalse(e.isInternalError() || e.isResourceExhausted(), () -> "internal error for input:\n" + text + "\n" + e);
            String m = String.valueOf(e.getMessage());
            assertTrue(m.matches("(?s)Fuzz\\.x10:\\d+:\\d+: .*"), () -> "no file:line:col in '" + m + "' for input:\n" + text);
        }
    }
}
