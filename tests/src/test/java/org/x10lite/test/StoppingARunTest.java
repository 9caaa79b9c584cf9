package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/**
 * An embedder stops a running parallel program from another thread, with
 * {@code Context.close(true)} or {@code Context.interrupt}: within one second (the bound issue 11
 * states) the host call has thrown, saying how it ended, and no worker thread is left.
 */
class StoppingARunTest {
    private static final String PROGRAM = """
                    public class S {
                        static class Cell { var v:Long = 0; }
                        static def fib(n:Long):Long {
                            if (n < 2) return n;
                            val a:Long; val b:Long;
                            finish { async a = fib(n - 1); b = fib(n - 2); }
                            return a + b;
                        }
                        /**
                         * Spawns until stopped (so there is always something to steal), while four
                         * activities wait in when (parked) and one waits in when inside a closure a
                         * Rail initializer called (its thread waits in place, as a blocked worker, and
                         * a compensating worker runs instead).
                         */
                        public static def spin():void {
                            val c = new Cell();
                            finish {
                                for (i in 1..4) async { when (c.v < 0) { c.v = i; } }
                                async { val r = new Rail[Long](1, (i:Long) => { when (c.v < 0) { c.v = 9; } return i; }); }
                                Console.ERR.println("running");
                                while (true) { finish { async fib(14); fib(13); } }
                            }
                        }
                    }
                    """;

    /** The bound, from the call that stops the run to a thrown host call and no worker thread. */
    private static final Duration BOUND = Duration.ofSeconds(1);

    @Test
    void closeWithCancelStopsARunningParallelProgram() {
        for (int workers : List.of(2, 4)) {
            Throwable thrown = stopWithin(workers, ctx -> ctx.close(true));
            if (!(thrown instanceof PolyglotException p) || !p.isCancelled()) {
                fail(workers + " workers: expected the host call to end cancelled", thrown);
            }
        }
    }

    @Test
    void interruptStopsARunningParallelProgram() {
        for (int workers : List.of(2, 4)) {
            Throwable thrown = stopWithin(workers, ctx -> {
                try {
                    ctx.interrupt(BOUND);
                } catch (java.util.concurrent.TimeoutException e) {
                    throw new AssertionError("the interrupt did not complete within " + BOUND, e);
                }
            });
            if (!(thrown instanceof PolyglotException p) || !p.isInterrupted()) {
                fail(workers + " workers: expected the host call to end interrupted", thrown);
            }
        }
    }

    /**
     * Runs {@code spin()} on a host thread of its own with {@code workers} workers, lets it run
     * half a second (spawning, stealing, compiling), stops it with {@code stop} and checks the
     * bound. Returns what the host call threw.
     */
    private static Throwable stopWithin(int workers, Consumer<Context> stop) {
        return assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            CountDownLatch running = new CountDownLatch(1);
            Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false")
                            .option("x10lite.Workers", Integer.toString(workers)).err(signalOnWrite(running)).build();
            try {
                Value s = ctx.eval(Source.create("x10lite", PROGRAM)).getMember("S");
                CompletableFuture<Throwable> ended = new CompletableFuture<>();
                long[] threwAt = new long[1];
                // a plain thread: the common pool's innocuous threads lose Truffle's thread state between tasks
                new Thread(() -> {
                    try {
                        s.invokeMember("spin");
                        ended.complete(null);
                    } catch (Throwable t) {
                        threwAt[0] = System.nanoTime();
                        ended.complete(t);
                    }
                }, "host-spin").start();
                assertTrue(running.await(60, TimeUnit.SECONDS), "spin() did not start");
                TimeUnit.MILLISECONDS.sleep(500);
                assertTrue(workerThreads() > workers, "the workers run, and a compensating one");

                long start = System.nanoTime();
                stop.accept(ctx);
                Throwable thrown = ended.get(10, TimeUnit.SECONDS);
                // the host call has thrown by now: the run is stopped once no worker thread is left either
                long stopped = awaitNoWorkerThread(start + TimeUnit.SECONDS.toNanos(10)) - start;
                long threw = threwAt[0] - start;
                assertTrue(Duration.ofNanos(stopped).compareTo(BOUND) <= 0,
                                workers + " workers: stopping took " + stopped / 1_000_000 + " ms (the host call threw after " + threw / 1_000_000 + " ms)");
                return thrown;
            } finally {
                ctx.close(true);
            }
        });
    }

    /** An error stream that counts down {@code latch} at the first byte the program writes. */
    private static OutputStream signalOnWrite(CountDownLatch latch) {
        return new OutputStream() {
            @Override
            public void write(int b) {
                latch.countDown();
            }

            @Override
            public void write(byte[] b, int off, int len) {
                latch.countDown();
            }
        };
    }

    private static long workerThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.isAlive() && t.getName().startsWith("x10lite-worker")).count();
    }

    /** Waits until no x10lite worker thread is alive; returns when that was ({@link System#nanoTime}). */
    private static long awaitNoWorkerThread(long deadline) throws InterruptedException {
        while (workerThreads() > 0) {
            if (System.nanoTime() > deadline) {
                fail("worker threads left behind: " + Thread.getAllStackTraces().keySet().stream().map(Thread::getName).filter(n -> n.startsWith("x10lite-worker")).toList());
            }
            TimeUnit.MILLISECONDS.sleep(1);
        }
        return System.nanoTime();
    }
}
