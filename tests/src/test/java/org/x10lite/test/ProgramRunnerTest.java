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
 * has static errors or no main. And the heap running out where no guest exception carries it.
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

    /**
     * The heap running out outside the guest program, or while its failure is reported (the heap
     * may still be full then): the one line about the heap all the same, exit status 1, never an
     * error escaping to the launcher framework (which prints a Java stack trace).
     */
    @Test
    void theHeapRunningOutOutsideTheProgramIsReportedInItsOneLine() {
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
        try (Context context = context(new ByteArrayOutputStream())) {
            Source source = Source.create("x10lite", "public class M { public static def main(args:Rail[String]) { } }");
            ProgramRunner.Outcome outcome = ProgramRunner.execute(context, source, List.of(), err, () -> {
                throw new OutOfMemoryError("Java heap space");
            });
            assertEquals(ProgramRunner.EXIT_GUEST_EXCEPTION, outcome.status());
            assertEquals(true, outcome.heapExhausted());
        }
        assertEquals("x10lite: the program ran out of heap memory (Java heap space); give it more, e.g. --vm.Xmx8g\n", errBytes.toString(StandardCharsets.UTF_8));
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
