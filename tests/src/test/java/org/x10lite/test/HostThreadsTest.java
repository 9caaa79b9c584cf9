package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Host calls from several threads of one context: a call waiting in {@code when} for another
 * host thread gets no deadlock verdict, and a call never waits behind another call's long work.
 * (Plain threads, not the common fork/join pool: its threads lose Truffle's per-thread state.)
 */
class HostThreadsTest {
    private static final String GATE = """
                    public class Gate {
                        static class Flag { var open:Boolean = false; var spinning:Long = 0; var stop:Boolean = false; }
                        static val flag = new Flag();
                        public static def waitForOpen():Long {
                            var seen:Long = 0;
                            finish async when (flag.open) { seen = 1; }
                            return seen;
                        }
                        public static def open():void { atomic flag.open = true; }
                        public static def never():void { when (false) { } }
                        public static def spin():Long {
                            var n:Long = 0;
                            atomic flag.spinning++;
                            while (!stopped()) for (k in 1..100000) n += k % 3; // the lock only now and then: others need it too
                            return n;
                        }
                        static def stopped():Boolean { var s:Boolean = false; atomic s = flag.stop; return s; }
                        public static def spinning():Long { var s:Long = 0; atomic s = flag.spinning; return s; }
                        public static def stop():void { atomic flag.stop = true; }
                        public static def ok():Long = 42;
                        /** Spins (never blocks) until `calls` calls are in here at once. */
                        public static def rendezvous(calls:Long):Long {
                            atomic flag.spinning++;
                            var rounds:Long = 0;
                            while (spinning() < calls) rounds++;
                            return rounds + 1;
                        }
                    }
                    """;

    private static Context context(int workers) {
        return Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false")
                        .option("x10lite.Workers", Integer.toString(workers)).build();
    }

    private static <T> CompletableFuture<T> onNewThread(java.util.function.Supplier<T> call) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                result.complete(call.get());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        });
        t.setDaemon(true);
        t.start();
        return result;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aWhenWaitsForAnotherHostThreadWithoutADeadlockVerdict(int workers) throws Exception {
        try (Context ctx = context(workers)) {
            Value gate = ctx.eval(Source.create("x10lite", GATE)).getMember("Gate");
            CompletableFuture<Long> waiter = onNewThread(() -> gate.invokeMember("waitForOpen").asLong());
            // long enough for the old detector (a second with every activity blocked) to give its verdict
            Thread.sleep(1500);
            assertTrue(!waiter.isDone(), "the waiting call ended before the condition was made true: " + waiter);
            onNewThread(() -> gate.invokeMember("open")).get(30, TimeUnit.SECONDS);
            assertEquals(1L, waiter.get(30, TimeUnit.SECONDS));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aSingleHostThreadStillGetsTheDeadlockVerdict(int workers) {
        try (Context ctx = context(workers)) {
            Value gate = ctx.eval(Source.create("x10lite", GATE)).getMember("Gate");
            PolyglotException e = assertThrows(PolyglotException.class, () -> gate.invokeMember("never"));
            assertTrue(e.getMessage().startsWith("x10.lang.DeadlockException"), e.getMessage());
            assertEquals(42L, gate.invokeMember("ok").asLong(), "the context is usable after a deadlock");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aHostCallDoesNotWaitBehindAnotherCallsWork(int workers) {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (Context ctx = context(workers)) {
                Value gate = ctx.eval(Source.create("x10lite", GATE)).getMember("Gate");
                // as many spinning calls as workers: every worker is busy until told to stop
                java.util.List<CompletableFuture<Long>> spinners = new java.util.ArrayList<>();
                for (int i = 0; i < workers; i++) {
                    spinners.add(onNewThread(() -> gate.invokeMember("spin").asLong()));
                }
                while (gate.invokeMember("spinning").asLong() < workers) {
                    Thread.sleep(10);
                }
                // answered while the spinners still run: they stop only after it returned
                assertEquals(42L, onNewThread(() -> gate.invokeMember("ok").asLong()).get(30, TimeUnit.SECONDS));
                gate.invokeMember("stop");
                for (CompletableFuture<Long> s : spinners) {
                    assertTrue(s.get(30, TimeUnit.SECONDS) > 0);
                }
            }
        });
    }

    /**
     * Host calls that arrive at the same moment each get a worker of their own: every call spins
     * until all of them run at once, so a call queued behind another waits for ever. (Two calls
     * once counted on the same idle worker, or on one that had just taken another call's task.)
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void simultaneousHostCallsAllRunAtOnce(int workers) {
        int calls = 6;
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int round = 0; round < 20; round++) {
                try (Context ctx = context(workers)) {
                    Value gate = ctx.eval(Source.create("x10lite", GATE)).getMember("Gate");
                    java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(calls);
                    java.util.List<CompletableFuture<Long>> all = new java.util.ArrayList<>();
                    for (int i = 0; i < calls; i++) {
                        all.add(onNewThread(() -> {
                            try {
                                together.await();
                            } catch (Exception e) {
                                throw new IllegalStateException(e);
                            }
                            return gate.invokeMember("rendezvous", calls).asLong();
                        }));
                    }
                    for (CompletableFuture<Long> call : all) {
                        assertTrue(call.get(30, TimeUnit.SECONDS) > 0);
                    }
                }
            }
        });
    }
}
