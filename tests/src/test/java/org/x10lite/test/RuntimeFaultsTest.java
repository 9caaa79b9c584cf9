package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/** The runtime under faults: interruption, failures while other activities run, and what a context is fit for afterwards. */
class RuntimeFaultsTest {
    /** fib, and spin: runs until stopped, spawning all the while, with an activity waiting in a when. */
    static final String PROGRAM = """
                    public class F {
                        static class Cell { var v:Long = 0; }
                        public static def fib(n:Long):Long {
                            if (n < 2) return n;
                            val a:Long; val b:Long;
                            finish { async a = fib(n - 1); b = fib(n - 2); }
                            return a + b;
                        }
                        /** Runs until interrupted, spawning all the while; some activities wait in when. */
                        public static def spin():void {
                            val c = new Cell();
                            finish {
                                async { when (c.v < 0) { c.v = 1; } }
                                while (true) { finish { async fib(12); fib(11); } }
                            }
                        }
                    }
                    """;

    static Context context(int workers) {
        return Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false")
                        .option("x10lite.Workers", Integer.toString(workers)).build();
    }

    @Test
    void anInterruptedContextRunsTheNextCall() throws Exception {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (Context ctx = context(2)) {
                Value f = ctx.eval(Source.create("x10lite", PROGRAM)).getMember("F");
                for (int round = 0; round < 3; round++) {
                    CompletableFuture<Throwable> spinning = new CompletableFuture<>();
                    // a plain thread: the common pool's innocuous threads lose Truffle's thread state between tasks
                    new Thread(() -> {
                        try {
                            f.invokeMember("spin");
                            spinning.complete(null);
                        } catch (Throwable t) {
                            spinning.complete(t);
                        }
                    }, "host-" + round).start();
                    TimeUnit.MILLISECONDS.sleep(300);
                    try {
                        ctx.interrupt(Duration.ofSeconds(10));
                    } catch (java.util.concurrent.TimeoutException e) {
                        printWorkerStacks();
                        throw e;
                    }
                    Throwable ended = spinning.get(10, TimeUnit.SECONDS);
                    if (!(ended instanceof PolyglotException p) || !p.isInterrupted()) {
                        fail("round " + round + ": spin() did not end by the interrupt", ended);
                    }
                    assertEquals(6765L, f.invokeMember("fib", 20).asLong());
                }
            }
            assertNoWorkerThreadLeft();
        });
    }

    private static final String SIBLINGS = """
                    public class G {
                        static class Cell { var n:Long = 0; }
                        static val cell = new Cell();
                        public static def count():Long = cell.n;
                        /** Two activities spin for ever; a third runs out of heap memory while they do. */
                        public static def run():void {
                            finish {
                                async { while (true) { atomic cell.n++; } }
                                async { while (true) { atomic cell.n++; } }
                                when (cell.n > 10000) {}
                                val huge = new Rail[Long](2000000000);
                                Console.OUT.println(huge.size);
                            }
                        }
                    }
                    """;

    @Test
    void aRunThatFailsStopsItsOtherActivities() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (Context ctx = context(3)) {
                Value g = ctx.eval(Source.create("x10lite", SIBLINGS)).getMember("G");
                PolyglotException failed = org.junit.jupiter.api.Assertions.assertThrows(PolyglotException.class, () -> g.invokeMember("run"));
                assertTrue(failed.isResourceExhausted(), () -> "expected the heap to run out, got " + failed);
                long before = g.invokeMember("count").asLong();
                TimeUnit.MILLISECONDS.sleep(300);
                assertEquals(before, g.invokeMember("count").asLong(), "activities of the failed run went on");
            }
            assertNoWorkerThreadLeft();
        });
    }

    @Test
    void closingLeavesNoWorkerThreadBehind() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int i = 0; i < 3; i++) {
                try (Context ctx = context(4)) {
                    Value f = ctx.eval(Source.create("x10lite", PROGRAM)).getMember("F");
                    assertEquals(832040L, f.invokeMember("fib", 30).asLong());
                }
            }
            assertNoWorkerThreadLeft();
        });
    }

    @Test
    void statisticsAreThoseOfTheRunThatEnded() {
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false")
                        .option("x10lite.Workers", "2").option("x10lite.Stats", "true").err(err).build()) {
            Value f = ctx.eval(Source.create("x10lite", PROGRAM)).getMember("F");
            f.invokeMember("fib", 15);
            f.invokeMember("fib", 15);
        }
        java.util.List<String> asyncs = new java.util.ArrayList<>();
        for (String line : err.toString().split("\n")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(" asyncs=(\\d+) ").matcher(line);
            if (line.startsWith("x10lite.stats:") && m.find()) {
                asyncs.add(m.group(1));
            }
        }
        assertEquals(java.util.List.of("986", "986"), asyncs, "asyncs counted per run of fib(15), in:\n" + err);
    }

    /** A static initializer is part of the run that follows: one line, counting its asyncs too. */
    @Test
    void staticInitializersCountInTheRunTheyBelongTo() {
        String program = """
                        public class S {
                            static val W = spawn(3);
                            static def spawn(n:Long):Long {
                                val r = new Rail[Long](n);
                                finish for (i in 0..(n - 1)) async r(i) = i;
                                return r.size;
                            }
                            public static def run():Long {
                                return spawn(2) + W;
                            }
                        }
                        """;
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false")
                        .option("x10lite.Workers", "2").option("x10lite.Stats", "true").err(err).build()) {
            assertEquals(5L, ctx.eval(Source.create("x10lite", program)).getMember("S").invokeMember("run").asLong());
        }
        java.util.List<String> lines = java.util.Arrays.stream(err.toString().split("\n")).filter(l -> l.startsWith("x10lite.stats:")).toList();
        assertEquals(1, lines.size(), () -> "one line per run, got:\n" + err);
        assertTrue(lines.get(0).contains(" asyncs=5 "), () -> "the initializer's 3 asyncs and run's 2, got:\n" + err);
    }

    /** Where the workers are, when an interrupt does not complete. */
    private static void printWorkerStacks() {
        Thread.getAllStackTraces().forEach((t, stack) -> {
            if (t.getName().startsWith("x10lite")) {
                System.err.println(t + " " + t.getState());
                for (StackTraceElement e : stack) {
                    System.err.println("    " + e);
                }
            }
        });
    }

    /** Every worker thread has ended (closing joins them all; interrupted ones end by themselves). */
    static void assertNoWorkerThreadLeft() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        java.util.List<String> alive;
        do {
            alive = Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                            .filter(n -> n.startsWith("x10lite-worker")).toList();
            if (alive.isEmpty()) {
                return;
            }
            TimeUnit.MILLISECONDS.sleep(20);
        } while (System.nanoTime() < deadline);
        fail("worker threads left behind: " + alive);
    }
}
