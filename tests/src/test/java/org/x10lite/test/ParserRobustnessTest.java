package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Random;
import java.util.stream.Stream;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Truncated and garbled versions of every corpus program must produce a static error (or run),
 * never hang and never fail inside the implementation.
 */
class ParserRobustnessTest {
    private static final String GARBAGE = "{}()[];:=.,+-*/\"'@#$x0\u00ff\0";

    @TestFactory
    Stream<DynamicTest> truncatedAndGarbledPrograms() {
        return Corpus.programs().stream().filter(p -> p.expectedExit() == 0 && !p.needsParallelism()).map(p -> DynamicTest.dynamicTest(p.toString(), () -> {
            String text = Files.readString(p.file());
            Random random = new Random(p.name().hashCode());
            try (Context ctx = Context.newBuilder("x10lite").option("engine.WarnInterpreterOnly", "false").allowExperimentalOptions(true)
                            .option("engine.Compilation", "false").build()) {
                for (int i = 0; i < 12; i++) {
                    int cut = random.nextInt(text.length());
                    check(ctx, text.substring(0, cut), p + " cut at " + cut);
                    StringBuilder garbled = new StringBuilder(text);
                    for (int k = 0; k < 3; k++) {
                        garbled.setCharAt(random.nextInt(garbled.length()), GARBAGE.charAt(random.nextInt(GARBAGE.length())));
                    }
                    check(ctx, garbled.toString(), p + " garbled #" + i);
                }
            }
        }));
    }

    /** Only checks that translation ends with success or a proper static error; the program is not run. */
    private static void check(Context ctx, String code, String what) {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            try {
                ctx.parse(Source.newBuilder("x10lite", code, "P.x10").buildLiteral());
            } catch (PolyglotException e) {
                assertTrue(e.isSyntaxError(), what + ": expected a static error, got " + e + (e.isInternalError() ? " (internal error)" : ""));
                assertTrue(e.getMessage().startsWith("P.x10:"), what + ": message without position: " + e.getMessage());
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> hostileInputs() throws IOException {
        String[] inputs = {"", "class", "public class {", "class A { def f( }", "class A { val x = ; }", "\0\0\0", "class A { def f() { \"unterminated } }",
            "class A { def f() { /* unterminated } }", "class A { def f() { ((((((((((((((((((((((((((((((1 } }", "@@@@", "class A { def f() { x..; } }",
            "class A { def f() { return 1e; } }", "class A { def f() { val c = 'ab'; } }", "class A { def f() { val n = 99999999999999999999; } }"};
        return Stream.of(inputs).map(code -> DynamicTest.dynamicTest(code.isEmpty() ? "(empty)" : code.replace("\0", "\\0"), () -> {
            try (Context ctx = Context.newBuilder("x10lite").option("engine.WarnInterpreterOnly", "false").build()) {
                try {
                    ctx.parse(Source.newBuilder("x10lite", code, "H.x10").buildLiteral());
                    assertEquals("", code, "only the empty program is valid");
                } catch (PolyglotException e) {
                    assertTrue(e.isSyntaxError(), "expected a static error for " + code + ", got " + e);
                }
            }
        }));
    }
}
