package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/**
 * Facts about the stolen path of the commonest X10 idiom, {@code finish for (i in r) async S}
 * (counts and compilation events, not timings):
 * <ul>
 * <li>a steal splits such a loop, so two workers need a handful of steals per loop, not one per
 * async;</li>
 * <li>a share of a split loop (its own root, {@code "Rows.run (loop share)"}) is compiled: the
 * thief's, and the victim's rest of the loop, which its activation, deoptimized by the split,
 * hands over to a share rather than run it in the interpreter or in code compiled by on-stack
 * replacement on its heap frame; once compiled, shares and resumed loops stay compiled: in the
 * second half of the run, no such compilation is invalidated. (A steal materializing a share's
 * frame deoptimizes that one activation and invalidates nothing.)</li>
 * </ul>
 * Correctness of split loops in every shape is the corpus's job (LoopSplitShapes,
 * LoopSplitEffects in the whole matrix); these programs only check their own results.
 */
class LoopSplitTest {
    /** SOR's shape: phases, each a finish with one async per row, a declaration and an if before it. */
    private static final String ROWS = """
                    public class Rows {
                        public static def run(rows:Long, columns:Long, phases:Long):Long {
                            val g = new Rail[Long](rows * columns);
                            for (phase in 1..phases) {
                                val first = phase % 2;
                                finish for (r in 0..(rows / 2 - 1)) {
                                    val i = first + 2 * r;
                                    if (i < rows) async {
                                        for (j in 0..(columns - 1)) {
                                            val k = i * columns + j;
                                            g(k) = (g(k) * 31 + phase + j) % 1000003;
                                        }
                                    }
                                }
                            }
                            var sum:Long = 0;
                            for (v in g) sum = (sum * 7 + v) % 1000000007;
                            return sum;
                        }
                    }
                    """;

    /** What {@code Rows.run} returns under the serial elision (finish and async run serially). */
    private static long underElision(long rows, long columns, long phases) {
        try (Context ctx = Context.newBuilder("x10lite").allowExperimentalOptions(true).option("engine.WarnInterpreterOnly", "false")
                        .option("x10lite.Elide", "true").build()) {
            return ctx.eval(Source.create("x10lite", ROWS)).getMember("Rows").invokeMember("run", rows, columns, phases).asLong();
        }
    }

    private static Context.Builder twoWorkers(ByteArrayOutputStream err) {
        return Context.newBuilder("x10lite").allowCreateThread(true).allowExperimentalOptions(true)
                        .option("engine.WarnInterpreterOnly", "false")
                        .option("engine.CompilationFailureAction", "Throw")
                        .option("x10lite.Workers", "2")
                        .option("x10lite.Stats", "true")
                        .err(err);
    }

    @Test
    void aFlatLoopIsSplitRatherThanStolenOncePerAsync() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (Context ctx = twoWorkers(err).option("x10lite.StealStress", "true").build()) {
            Value rows = ctx.eval(Source.create("x10lite", ROWS)).getMember("Rows");
            long expected = underElision(400, 300, 40);
            assertEquals(expected, rows.invokeMember("run", 400, 300, 40).asLong());
        }
        Map<String, Long> stats = lastStats(err);
        long asyncs = stats.get("asyncs");
        assertEquals(40 * 200, asyncs, "asyncs counted");
        assertTrue(stats.get("loopSplits") > 0, "no loop was split: " + stats);
        // a split puts the victim's frame on the heap: its loop hands the rest over to a compiled share
        assertTrue(stats.get("handOvers") > 0, "no victim's loop handed its rest over: " + stats);
        assertTrue(stats.get("steals") <= asyncs / 20, "more than one steal per 20 asyncs: " + stats);
    }

    @Test
    void loopSharesAreCompiledAndStayCompiled() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        try (Context ctx = twoWorkers(err).option("engine.TraceCompilation", "true").option("engine.BackgroundCompilation", "false")
                        .option("engine.OSRCompilationThreshold", "10000").logHandler(log).build()) {
            Value rows = ctx.eval(Source.create("x10lite", ROWS)).getMember("Rows");
            long expected = underElision(300, 400, 10);
            int secondHalfStarts = 0;
            for (int round = 0; round < 20; round++) {
                if (round == 10) {
                    secondHalfStarts = log.size();
                }
                assertEquals(expected, rows.invokeMember("run", 300, 400, 10).asLong(), "round " + round);
            }
            String whole = log.toString(StandardCharsets.UTF_8);
            assertTrue(whole.lines().anyMatch(l -> l.contains("opt done") && l.contains("Rows.run (loop share)")),
                            "no loop share was compiled; steals in the last round: " + lastStats(err).get("steals") + "; compilations:\n" +
                                            String.join("\n", whole.lines().filter(l -> l.contains("opt done")).toList()));
            // the victim's rest of a split loop runs in loop shares too (a hand-over), rather than
            // in code compiled by on-stack replacement on its heap frame: the same shares, so
            // the assertions above and below cover it
            List<String> lost = whole.substring(secondHalfStarts).lines()
                            .filter(l -> (l.contains(" (resumed)<OSR>") || l.contains(" (loop share)")) && l.contains("opt inval")).toList();
            assertTrue(lost.isEmpty(), "a loop share's or resumed loop's compiled code was invalidated in a steady state:\n" + String.join("\n", lost));
        }
    }

    /**
     * ForkJoin's shape: rounds of a finish around a flat loop of tiny asyncs. The last round
     * spawns nothing, so its finish never parks: every round that parks has rounds after it.
     */
    private static final String ROUNDS = """
                    public class Rounds {
                        public static def run(rounds:Long, width:Long):Long {
                            val slots = new Rail[Long](width);
                            for (round in 0..rounds) {
                                finish for (i in 0..(round < rounds ? width - 1 : -1)) {
                                    async slots(i) += round + i;
                                }
                            }
                            var sum:Long = 0;
                            for (v in slots) sum += v;
                            return sum;
                        }
                    }
                    """;

    /**
     * A main line that arrives early at the end of a round's finish parks the rest of its
     * activity: all the rounds after that one. Whoever resumes it finishes that round in the
     * slow clone, on the heap frame, and runs the later rounds in a compiled share: one resumed
     * loop rest per park. Whether a finish parks depends on timing, so the program runs until
     * some did (about four runs in five park at least once under steal stress).
     */
    @Test
    void theRoundsAfterAResumedOneRunInAShare() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long rounds = 4000;
        long width = 128;
        long parked = 0;
        try (Context ctx = twoWorkers(err).option("x10lite.StealStress", "true").build()) {
            Value r = ctx.eval(Source.create("x10lite", ROUNDS)).getMember("Rounds");
            long expected = width * rounds * (rounds - 1) / 2 + rounds * width * (width - 1) / 2;
            for (int run = 0; run < 40 && parked < 3; run++) {
                assertEquals(expected, r.invokeMember("run", rounds, width).asLong(), "run " + run);
                Map<String, Long> stats = lastStats(err);
                assertEquals(stats.get("parkedFinishes"), stats.get("resumedLoopRests"),
                                "a parked round's later rounds did not run in a share (one resumed loop rest per park): " + stats);
                parked += stats.get("parkedFinishes");
            }
        }
        assertTrue(parked > 0, "no finish parked in 40 runs");
    }

    /** A loop that does not spawn, after an async whose continuation a thief takes. */
    private static final String AFTER = """
                    public class After {
                        static def busy(seed:Long):Long {
                            var acc:Long = seed;
                            for (k in 0..300000) acc = (acc * 31 + k) % 1000003;
                            return acc;
                        }
                        public static def run(n:Long):Long {
                            val data = new Rail[Long](n, (k:Long) => k * k % 1009);
                            val r = new Rail[Long](1);
                            var hash:Long = 0;
                            finish {
                                async r(0) = busy(n);
                                for (i in 0..(n - 1)) hash = (hash * 31 + data(i)) % 1000000007;
                            }
                            return hash + r(0);
                        }
                    }
                    """;

    /**
     * A thief resumes the code after a stolen async in the slow clone, on a heap frame. A range
     * loop that starts there runs in a loop share, compiled on a virtual copy of the frame, not
     * on the heap frame (on-stack replacement of the slow clone's loop would keep every local a
     * memory access).
     */
    @Test
    void aLoopThatStartsInResumedCodeRunsInACompiledShare() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        long n = 20000;
        long resumedLoops = 0;
        try (Context ctx = twoWorkers(err).option("x10lite.StealStress", "true").option("engine.TraceCompilation", "true")
                        .option("engine.BackgroundCompilation", "false").logHandler(log).build()) {
            Value after = ctx.eval(Source.create("x10lite", AFTER)).getMember("After");
            long expected = underElision(AFTER, "After", n);
            // a share compiles once its calls and iterations pass the threshold: the loop must
            // start in resumed code a few times (a steal of the code after the async each time)
            for (int round = 0; round < 200 && (resumedLoops < 5 || !compiledShareOf(log, "After.run")); round++) {
                assertEquals(expected, after.invokeMember("run", n).asLong(), "round " + round);
                resumedLoops += lastStats(err).get("resumedLoops");
            }
        }
        assertTrue(resumedLoops > 0, "no loop that started in resumed code ran in a share: " + lastStats(err));
        String whole = log.toString(StandardCharsets.UTF_8);
        assertTrue(compiledShareOf(log, "After.run"), "the loop in resumed code was not compiled as a share (" + resumedLoops + " ran in one); compilations:\n" +
                                        String.join("\n", whole.lines().filter(l -> l.contains("opt done")).toList()));
    }

    /** Jacobi's shape: a loop of steps, each a call of a divide-and-conquer function that spawns. */
    private static final String STEPS = """
                    public class Steps {
                        static def half(a:Rail[Long], lo:Long, hi:Long):Long {
                            // loop-free: a spawning function with a loop is never inlined anywhere
                            // (X10RootNode.prepareForCompilation), so only this one tests the share's own rule
                            if (hi - lo <= 2) return (a(lo) * 31 + a(hi - 1)) % 1000003;
                            val m = (lo + hi) / 2;
                            val x:Long;
                            val y:Long;
                            finish {
                                async x = half(a, lo, m);
                                y = half(a, m, hi);
                            }
                            return (x * 7 + y) % 1000003;
                        }
                        public static def run(n:Long):Long {
                            val a = new Rail[Long](n, (k:Long) => k * k % 1009);
                            var t:Long = 0;
                            for (step in 1..40) t = (t + half(a, 0, n) + step) % 1000000007;
                            return t;
                        }
                    }
                    """;

    /**
     * When a thief resumes a step loop's activation (it took the continuation after the first
     * async of {@code half}, and with it the rest of {@code run}), the later steps run in a loop
     * share. The share's compiled code calls {@code half} rather than inlining it level after
     * level: Jacobi's share of its steps loop compiled to 80 KB in a second of compilation that way.
     */
    @Test
    void aLoopShareCallsASpawningCalleeWithoutInliningIt() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        long n = 1 << 14;
        try (Context ctx = twoWorkers(err).option("x10lite.StealStress", "true").options(X10Runner.IMMEDIATE_COMPILATION)
                        .option("engine.TraceCompilation", "true").logHandler(log).build()) {
            Value steps = ctx.eval(Source.create("x10lite", STEPS)).getMember("Steps");
            long expected = underElision(STEPS, "Steps", n);
            for (int round = 0; round < 100 && !compiledShareOf(log, "Steps.run"); round++) {
                assertEquals(expected, steps.invokeMember("run", n).asLong(), "round " + round);
            }
        }
        List<String> shares = log.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("opt done") && l.contains("Steps.run (loop share)")).toList();
        assertTrue(!shares.isEmpty(), "no share of the steps loop was compiled in 100 rounds");
        for (String share : shares) {
            assertTrue(share.matches(".*\\|Inlined +0Y .*"), "a share of the steps loop inlined its spawning callee:\n" + share);
        }
    }

    private static boolean compiledShareOf(ByteArrayOutputStream log, String function) {
        return log.toString(StandardCharsets.UTF_8).lines().anyMatch(l -> l.contains("opt done") && l.contains(function + " (loop share)"));
    }

    private static long underElision(String program, String className, long n) {
        try (Context ctx = Context.newBuilder("x10lite").allowExperimentalOptions(true).option("engine.WarnInterpreterOnly", "false")
                        .option("x10lite.Elide", "true").build()) {
            return ctx.eval(Source.create("x10lite", program)).getMember(className).invokeMember("run", n).asLong();
        }
    }

    private static Map<String, Long> lastStats(ByteArrayOutputStream err) {
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("x10lite.stats:")).toList();
        assertTrue(!lines.isEmpty(), "no statistics line");
        Map<String, Long> fields = new HashMap<>();
        for (String field : lines.get(lines.size() - 1).substring("x10lite.stats:".length()).trim().split(" ")) {
            String[] kv = field.split("=");
            fields.put(kv[0], Long.parseLong(kv[1]));
        }
        return fields;
    }
}
