package org.x10lite.test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a generated program under the serial elision and under configurations of the test
 * matrix, and reports the first configuration whose output or exit status differs (shared by
 * the property test and the soak run). Parallel runs print statistics, so the steals they made
 * can be counted.
 */
final class GeneratedPrograms {
    /** Continuation steals (work-first) and fresh tasks taken by thieves (help-first), from one statistics line. */
    private static final Pattern STEALS = Pattern.compile("x10lite\\.stats: .*? steals=(\\d+) .*? freshTaskSteals=(\\d+)");

    /** Steals made by the parallel runs so far (from their statistics lines). */
    static long steals;
    /** Program runs so far, elision included. */
    static long runs;

    private GeneratedPrograms() {
    }

    /** The choices a seed stands for: the soak run names each program by its seed. */
    static List<Integer> choicesOf(long seed) {
        Random random = new Random(seed);
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            numbers.add(random.nextInt(1000));
        }
        return numbers;
    }

    /**
     * The whole matrix: interpreter and compiled, workers 1, 2, 4, 8, with and without steal
     * stress, under work-first (the first sixteen: interpreter, then compiled), then under
     * help-first and then adaptive (the same order each).
     */
    static List<X10Runner.Config> fullMatrix() {
        List<X10Runner.Config> all = new ArrayList<>();
        for (org.x10lite.scheduler.SchedulingPolicy policy : org.x10lite.scheduler.SchedulingPolicy.values()) {
            // the fallback runtime needs a JVM of its own (FallbackRuntimeCorpusTest)
            for (X10Runner.Mode mode : List.of(X10Runner.Mode.INTERPRETER, X10Runner.Mode.COMPILED)) {
                all.addAll(CorpusTest.policyConfigurations(mode, policy));
            }
        }
        return all;
    }

    /** Null if every configuration agrees with the elision, else what differed. */
    static String disagreement(String source, List<X10Runner.Config> matrix) {
        X10Runner.Result expected = run(source, new X10Runner.Config(X10Runner.Mode.INTERPRETER, 1, false, true));
        if (expected.exit() != 0) {
            return "the generator made a program that fails under the elision (a generator bug), exit " + expected.exit() + ":\n" + expected.err();
        }
        for (X10Runner.Config c : matrix) {
            X10Runner.Result actual = run(source, c);
            // one line per run: the static initializers', then main's
            Matcher m = STEALS.matcher(actual.err());
            while (m.find()) {
                steals += Long.parseLong(m.group(1)) + Long.parseLong(m.group(2));
            }
            if (actual.exit() != expected.exit() || !actual.out().equals(expected.out())) {
                return "[" + c + "] printed\n" + actual.out() + "exit " + actual.exit() + "\n" + actual.err() + "\nwhile the elision printed\n" + expected.out();
            }
        }
        return null;
    }

    /** Longer than any generated program needs: one that runs this long is reported as stuck. */
    private static final long TIME_LIMIT_SECONDS = 60;

    private static X10Runner.Result run(String source, X10Runner.Config c) {
        runs++;
        Map<String, String> options = new HashMap<>(c.options());
        if (!c.elide()) {
            options.put("x10lite.Stats", "true");
        }
        FutureTask<X10Runner.Result> run = new FutureTask<>(() -> X10Runner.run("Gen.x10", source, List.of(), options));
        Thread t = new Thread(run, "generated-program");
        t.setDaemon(true);
        t.start();
        try {
            return run.get(TIME_LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException stuck) {
            return new X10Runner.Result(-1, "", "stuck: did not end within " + TIME_LIMIT_SECONDS + " s");
        } catch (InterruptedException | ExecutionException e) {
            throw new AssertionError(e);
        }
    }
}
