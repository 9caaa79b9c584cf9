package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.x10lite.test.Corpus.Program;
import org.x10lite.test.X10Runner.Mode;
import org.x10lite.test.X10Runner.Result;

/**
 * Runs every program of {@code tests/programs} in the interpreter and in compiled mode and
 * compares its output, exit status and error position with the expectations.
 */
class CorpusTest {

    @TestFactory
    Stream<DynamicTest> interpreter() {
        return tests(Mode.INTERPRETER);
    }

    @TestFactory
    Stream<DynamicTest> compiled() {
        return tests(Mode.COMPILED);
    }

    private static Stream<DynamicTest> tests(Mode mode) {
        return Corpus.programs().stream().map(p -> DynamicTest.dynamicTest(p.toString(), p.file().toUri(), () -> check(p, mode)));
    }

    static void check(Program p, Mode mode) {
        assumeFalse(p.needsParallelism(), "needs real parallelism: finish/async run serially until the work-stealing runtime lands");
        Result r = X10Runner.run(p.file(), p.args(), mode.options);
        String context = p + " [" + mode + "]\n--- stderr ---\n" + r.err();
        assertEquals(p.expectedOut(), r.out(), "stdout of " + context);
        assertEquals(p.expectedExit(), r.exit(), "exit status of " + context);
        if (p.expectedExit() == 2 && p.expectedErrorAt() != null) {
            String at = p.name() + ".x10:" + p.expectedErrorAt() + ": ";
            assertTrue(r.err().startsWith(at), "static error of " + context + "\nexpected it to start with " + at);
        }
        if (p.expectedExit() == 1) {
            assertTrue(r.err().startsWith("Uncaught exception: x10.lang."), "uncaught exception report of " + context);
            if (p.expectedErrorAt() != null) {
                String line = p.expectedErrorAt().split(":")[0];
                assertTrue(r.err().contains("(" + p.name() + ".x10:" + line + ")"), "guest stack of " + context + "\nexpected a frame at line " + line);
            }
        }
    }
}
