package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/**
 * Servers embed a language with one engine and many contexts: contexts sharing an engine and
 * running parallel programs at the same time must not see each other's workers, steals, atomic
 * sections or statics, and closing them must leave no worker thread behind. What they do share
 * is the translated program and its compiled code: a hot function is compiled once for all.
 */
class SharedEngineTest {
    private static final String PROGRAM = """
                    public class Par {
                        static class Gate { var open:Boolean = false; var passed:Long = 0; }
                        static var calls:Long = 0;
                        public static def fib(n:Long):Long {
                            if (n < 2) return n;
                            val a:Long;
                            val b:Long;
                            finish { async a = fib(n - 1); b = fib(n - 2); }
                            return a + b;
                        }
                        public static def gate(n:Long):Long {
                            val g = new Gate();
                            finish {
                                for (i in 1..n) async when (g.open) { g.passed++; }
                                async atomic g.open = true;
                            }
                            return g.passed;
                        }
                        public static def closed():Long { val g = new Gate(); when (g.open) { g.passed++; } return g.passed; }
                        public static def count():Long { atomic calls++; var c:Long = 0; atomic c = calls; return c; }
                    }
                    """;

    private static long fib(long n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    private static long workerThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.isAlive() && t.getName().startsWith("x10lite-worker")).count();
    }

    private static final String HOT = """
                    public class Hot {
                        static var total:Long = 0;
                        public static def add(k:Long):Long { total = total + k; return total; }
                    }
                    """;

    /**
     * Two contexts call the same function of the same source until it is hot: Graal compiles it
     * in the first context, and the second context runs the first one's code (with its own
     * statics), compiling nothing. Whether {@code Hot.add} reaches tier 2 on its own or only
     * inlined into its host entry's tier-2 code depends on which of the two reaches the
     * threshold first, so the test asks for at most one compilation per tier, and for none in
     * the second context.
     */
    @Test
    void aHotFunctionIsCompiledOnceForAllContexts() {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        List<List<String>> compiledIn = new ArrayList<>();
        try (Engine engine = Engine.newBuilder().allowExperimentalOptions(true).logHandler(log)
                        .option("engine.WarnInterpreterOnly", "false")
                        .option("engine.TraceCompilation", "true")
                        // compiled on the calling thread: each call below returns with the compilations it caused done
                        .option("engine.BackgroundCompilation", "false")
                        // the compile queue is the JVM's, shared with the engines of other tests:
                        // thresholds scaled by its load would make the counts below depend on them
                        .option("engine.DynamicCompilationThresholds", "false")
                        .option("engine.FirstTierCompilationThreshold", "50")
                        .option("engine.LastTierCompilationThreshold", "500")
                        .option("engine.CompilationFailureAction", "Throw").build()) {
            if (engine.getImplementationName().toLowerCase().contains("interpreted")) {
                throw new AssertionError("this test needs the optimizing Truffle runtime, not " + engine.getImplementationName());
            }
            Source source = Source.create("x10lite", HOT);
            for (int c = 0; c < 2; c++) {
                int before = log.size();
                // serial elision: no steals, so nothing deoptimizes and recompiles for reasons of its own
                try (Context ctx = Context.newBuilder("x10lite").engine(engine).option("x10lite.Elide", "true").build()) {
                    Value add = ctx.eval(source).getMember("Hot").getMember("add");
                    for (long i = 1; i <= 2000; i++) {
                        assertEquals(i, add.execute(1).asLong(), "context " + c + ", call " + i + ": statics are per context");
                    }
                }
                compiledIn.add(new String(log.toByteArray(), before, log.size() - before, StandardCharsets.UTF_8).lines()
                                .filter(l -> l.contains("opt done") && (l.contains("Hot.add") || l.contains("EntryRootNode"))).toList());
            }
        }
        List<String> first = compiledIn.get(0);
        String trace = "compilations of Hot.add and its host entry in the first context:\n" + String.join("\n", first);
        long addTier1 = first.stream().filter(l -> l.contains("Hot.add") && l.contains("Tier 1")).count();
        long addTier2 = first.stream().filter(l -> l.contains("Hot.add") && l.contains("Tier 2")).count();
        long entryTier2 = first.stream().filter(l -> l.contains("EntryRootNode") && l.contains("Tier 2")).count();
        assertEquals(1L, addTier1, trace);
        assertTrue(addTier2 <= 1 && entryTier2 == 1, trace);
        assertEquals(List.of(), compiledIn.get(1), "the second context runs the code compiled in the first");
    }

    /**
     * A context that may not create threads runs programs serially, yet shares the code of its
     * neighbours with workers (the translation depends on options only): whichever context
     * parses the source, the one with workers runs it in parallel, and in the one without, a
     * {@code when} that only a later activity could open is a deadlock, as under serial elision.
     */
    @Test
    void contextsWithAndWithoutThreadsShareTheProgram() {
        try (Engine engine = Engine.newBuilder().option("engine.WarnInterpreterOnly", "false").build()) {
            Source source = Source.create("x10lite", PROGRAM);
            ByteArrayOutputStream warning = new ByteArrayOutputStream();
            try (Context serial = Context.newBuilder("x10lite").engine(engine).err(warning).build();
                            Context parallel = Context.newBuilder("x10lite").engine(engine).allowCreateThread(true).option("x10lite.Workers", "2").build()) {
                Value serialPar = serial.eval(source).getMember("Par");
                Value parallelPar = parallel.eval(source).getMember("Par");
                assertEquals(20L, parallelPar.invokeMember("gate", 20).asLong());
                // a deadlock, not a wait without end (the bound only keeps a regression from hanging the build)
                PolyglotException e = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                    // serially, the first async waits for one that has not run yet
                    assertThrows(PolyglotException.class, () -> serialPar.invokeMember("gate", 20));
                    return assertThrows(PolyglotException.class, () -> serialPar.invokeMember("closed"));
                });
                assertTrue(e.getMessage().contains("DeadlockException") && e.getMessage().contains("no other activity can make it true"), e.getMessage());
                assertEquals(fib(20), serialPar.invokeMember("fib", 20).asLong());
                assertEquals(fib(20), parallelPar.invokeMember("fib", 20).asLong());
                assertEquals(1L, serialPar.invokeMember("count").asLong());
                assertEquals(1L, parallelPar.invokeMember("count").asLong());
            }
            assertTrue(warning.toString(StandardCharsets.UTF_8).contains("may not create threads"), warning.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void fourContextsOnOneEngineRunParallelProgramsWithoutInterfering() throws Exception {
        long before = workerThreads();
        try (Engine engine = Engine.newBuilder().option("engine.WarnInterpreterOnly", "false").build()) {
            Source source = Source.create("x10lite", PROGRAM);
            List<CompletableFuture<Void>> users = new ArrayList<>();
            for (int c = 0; c < 4; c++) {
                CompletableFuture<Void> done = new CompletableFuture<>();
                Thread t = new Thread(() -> {
                    try (Context ctx = Context.newBuilder("x10lite").engine(engine).allowCreateThread(true).option("x10lite.Workers", "2").build()) {
                        Value par = ctx.eval(source).getMember("Par");
                        for (int round = 0; round < 50; round++) {
                            int n = 12 + round % 6;
                            assertEquals(fib(n), par.invokeMember("fib", n).asLong(), "fib(" + n + ") in round " + round);
                            assertEquals(20L + round, par.invokeMember("gate", 20 + round).asLong(), "gate in round " + round);
                            // statics are per context: each context counts its own calls
                            assertEquals(round + 1L, par.invokeMember("count").asLong(), "count in round " + round);
                        }
                        done.complete(null);
                    } catch (Throwable e) {
                        done.completeExceptionally(e);
                    }
                }, "context-user-" + c);
                t.start();
                users.add(done);
            }
            for (CompletableFuture<Void> u : users) {
                u.get(5, TimeUnit.MINUTES);
            }
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (workerThreads() > before && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(before, workerThreads(), "worker threads left after closing every context");
    }
}
