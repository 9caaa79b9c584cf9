package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.x10lite.scheduler.SchedulingPolicy;
import org.x10lite.test.Corpus.Program;
import org.x10lite.test.X10Runner.Config;
import org.x10lite.test.X10Runner.Mode;
import org.x10lite.test.X10Runner.Result;

/**
 * Runs every program of {@code tests/programs} in the interpreter and in compiled mode and
 * compares its output, exit status and error position with the expectations.
 */
class CorpusTest {

    @TestFactory
    Stream<DynamicContainer> interpreter() {
        return matrix(Mode.INTERPRETER);
    }

    @TestFactory
    Stream<DynamicContainer> compiled() {
        return matrix(Mode.COMPILED);
    }

    /**
     * Serial elision, then every worker count 1, 2, 4, 8 with and without steal stress under the
     * default policy (work-first), then under help-first and under adaptive (whose steal stress
     * also makes its rules switch at every chance, see {@link Config#ADAPTIVE_STRESS}): there only
     * the programs that spawn run, since the policy changes nothing else, and by default only in
     * some of the eight configurations (help-first: one worker, two and eight with steal stress,
     * four without; adaptive: one and two workers with steal stress, and in the interpreter four
     * without; the whole matrix would double the suite's time); {@code -Dx10lite.policyMatrix=full}
     * runs all eight.
     */
    static List<Config> configurations(Mode mode) {
        List<Config> configs = new ArrayList<>();
        configs.add(new Config(mode, 1, false, true));
        configs.addAll(policyConfigurations(mode, SchedulingPolicy.WORK_FIRST));
        List<Config> helpFirst = policyConfigurations(mode, SchedulingPolicy.HELP_FIRST);
        List<Config> adaptive = policyConfigurations(mode, SchedulingPolicy.ADAPTIVE);
        if (System.getProperty("x10lite.policyMatrix", "").equals("full")) {
            configs.addAll(helpFirst);
            configs.addAll(adaptive);
        } else {
            configs.addAll(List.of(helpFirst.get(0), helpFirst.get(3), helpFirst.get(4), helpFirst.get(7)));
            // compiled, a site's change of policy may recompile its function in the foreground: the
            // configurations without stress, where few sites change, are left to the full matrix
            configs.addAll(mode == Mode.COMPILED ? List.of(adaptive.get(1), adaptive.get(3)) : List.of(adaptive.get(1), adaptive.get(3), adaptive.get(4)));
        }
        return configs;
    }

    /** Every worker count 1, 2, 4, 8, each without and with steal stress, under {@code policy}. */
    static List<Config> policyConfigurations(Mode mode, SchedulingPolicy policy) {
        List<Config> configs = new ArrayList<>();
        for (int workers : new int[]{1, 2, 4, 8}) {
            configs.add(new Config(mode, workers, false, false, policy));
            configs.add(new Config(mode, workers, true, false, policy));
        }
        return configs;
    }

    /** A program that runs longer than this under any configuration is reported as hanging. */
    private static final java.time.Duration TIME_LIMIT = java.time.Duration.ofSeconds(120);

    private static Stream<DynamicContainer> matrix(Mode mode) {
        // -Dx10lite.configs=REGEX: only the configurations whose name contains a match
        java.util.regex.Pattern wanted = java.util.regex.Pattern.compile(System.getProperty("x10lite.configs", ""));
        return configurations(mode).stream().filter(c -> wanted.matcher(c.toString()).find()).map(c -> DynamicContainer.dynamicContainer(c.toString(),
                        Corpus.programs().stream().filter(p -> c.policy() == SchedulingPolicy.WORK_FIRST || p.spawns())
                                        .map(p -> DynamicTest.dynamicTest(p.toString(), p.file().toUri(), () -> check(p, c)))));
    }

    static void check(Program p, Config config) {
        assumeFalse(config.elide() && p.needsParallelism(), "needs real parallelism: a when waits for a later sibling");
        // unwinding a stack overflow deoptimizes every compiled frame it passes, which with immediate
        // compilation takes minutes; LauncherTest runs these in the default compiled configuration
        assumeFalse(config.mode() == X10Runner.Mode.COMPILED && p.name().startsWith("StackOverflow"), "stack overflow under immediate compilation");
        Result r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(TIME_LIMIT, () -> X10Runner.run(p.file(), p.args(), config.options()),
                        () -> "stuck: " + p + " [" + config + "] did not end within " + TIME_LIMIT.toSeconds() + " s");
        String context = p + " [" + config + "]\n--- stderr ---\n" + r.err();
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
