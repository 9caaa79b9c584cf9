package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.junit.jupiter.api.Test;
import org.x10lite.launcher.ProgramRunner;

/**
 * The launcher's hook before main (where its thread drops below the compilers): it runs once,
 * after the program is checked and before main prints anything; not at all when the program
 * has static errors or no main.
 */
class ProgramRunnerTest {
    private static Context context(ByteArrayOutputStream out) {
        return Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false").out(out).build();
    }

    @Test
    void runsTheHookOnceJustBeforeMain() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AtomicInteger calls = new AtomicInteger();
        StringBuilder outputWhenCalled = new StringBuilder();
        try (Context context = context(out)) {
            Source source = Source.create("x10lite", "public class M { public static def main(args:Rail[String]) { Console.OUT.println(\"main ran\"); } }");
            ProgramRunner.Outcome outcome = ProgramRunner.execute(context, source, List.of(), System.err, () -> {
                calls.incrementAndGet();
                outputWhenCalled.append(out.toString(StandardCharsets.UTF_8));
            });
            assertEquals(0, outcome.status());
        }
        assertEquals(1, calls.get());
        assertEquals("", outputWhenCalled.toString());
        assertEquals("main ran\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void noHookWithoutARunnableMain() {
        AtomicInteger calls = new AtomicInteger();
        PrintStream err = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        try (Context context = context(new ByteArrayOutputStream())) {
            ProgramRunner.Outcome staticError = ProgramRunner.execute(context, Source.create("x10lite", "public class E { public static def main(args:Rail[String]) { val x:Long = \"s\"; } }"),
                            List.of(), err, calls::incrementAndGet);
            assertEquals(ProgramRunner.EXIT_USAGE, staticError.status());
            ProgramRunner.Outcome noMain = ProgramRunner.execute(context, Source.create("x10lite", "public class N { public static def f():Long = 1; }"), List.of(), err,
                            calls::incrementAndGet);
            assertEquals(ProgramRunner.EXIT_USAGE, noMain.status());
        }
        assertEquals(0, calls.get());
    }
}
