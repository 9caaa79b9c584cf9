package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/**
 * Servers embed a language with one engine and many contexts: contexts sharing an engine and
 * running parallel programs at the same time must not see each other's workers, steals, atomic
 * sections or statics, and closing them must leave no worker thread behind.
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
                        public static def count():Long { atomic calls++; var c:Long = 0; atomic c = calls; return c; }
                    }
                    """;

    private static long fib(long n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    private static long workerThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.isAlive() && t.getName().startsWith("x10lite-worker")).count();
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
