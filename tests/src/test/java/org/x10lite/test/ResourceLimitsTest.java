package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.ResourceLimits;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.x10lite.test.X10Runner.Config;
import org.x10lite.test.X10Runner.Mode;
import org.x10lite.test.X10Runner.Result;

/**
 * Polyglot resource limits: x10lite's statements carry Truffle's statement tag, so an embedder's
 * statement limit counts them and cancels a run that exceeds it, on every worker. Counting puts
 * an instrument's wrapper above every statement, which continuations must resume through.
 */
class ResourceLimitsTest {
    private static Context limited(int workers, long statements, AtomicLong limitReachedAt) {
        ResourceLimits limits = ResourceLimits.newBuilder().statementLimit(statements, null)
                        .onLimit(event -> limitReachedAt.compareAndSet(0, System.nanoTime())).build();
        return Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false")
                        .option("x10lite.Workers", Integer.toString(workers)).resourceLimits(limits).build();
    }

    @Test
    void aStatementLimitStopsASequentialLoop() {
        AtomicLong reached = new AtomicLong();
        Context ctx = limited(1, 10_000, reached);
        Value s = ctx.eval(Source.create("x10lite", "public class L { public static def loop():void { var i:Long = 0; while (true) { i++; } } }")).getMember("L");
        PolyglotException e = assertThrows(PolyglotException.class, () -> s.invokeMember("loop"));
        assertTrue(e.isResourceExhausted() && e.isCancelled(), () -> "expected the statement limit, got " + e);
        assertTrue(e.getMessage().contains("Statement count limit"), e.getMessage());
        closeCancelled(ctx);
        assertTrue(reached.get() != 0, "the limit's event was not delivered");
    }

    @Test
    void aStatementLimitStopsAParallelRunWithinASecondAndLeavesNoWorker() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int workers : new int[]{2, 4}) {
                AtomicLong reached = new AtomicLong();
                Context ctx = limited(workers, 2_000_000, reached);
                Value s = ctx.eval(Source.create("x10lite", RuntimeFaultsTest.PROGRAM)).getMember("F");
                PolyglotException e = assertThrows(PolyglotException.class, () -> s.invokeMember("spin"));
                assertTrue(e.isResourceExhausted() && e.isCancelled(), () -> "expected the statement limit, got " + e);
                closeCancelled(ctx);
                RuntimeFaultsTest.assertNoWorkerThreadLeft();
                long stoppedAfter = System.nanoTime() - reached.get();
                assertTrue(reached.get() != 0, "the limit's event was not delivered");
                assertTrue(stoppedAfter <= TimeUnit.SECONDS.toNanos(1),
                                "with " + workers + " workers, the run stopped " + TimeUnit.NANOSECONDS.toMillis(stoppedAfter) + " ms after its statement limit");
            }
        });
    }

    /** Closing a context that a limit cancelled reports the cancellation again (Truffle's contract). */
    private static void closeCancelled(Context ctx) {
        PolyglotException e = assertThrows(PolyglotException.class, ctx::close);
        assertTrue(e.isCancelled(), () -> "closing: " + e);
    }

    /** A limit that is not reached changes nothing: the same output, whatever is stolen where. */
    @Test
    void aCountedRunGivesTheSameResult() {
        AtomicLong reached = new AtomicLong();
        try (Context ctx = limited(4, Long.MAX_VALUE, reached)) {
            Value s = ctx.eval(Source.create("x10lite", RuntimeFaultsTest.PROGRAM)).getMember("F");
            assertEquals(6765L, s.invokeMember("fib", 20).asLong());
        }
    }

    /**
     * The parallel corpus with every statement wrapped by the limit's instrument, under steal
     * stress: continuations are taken and resumed through the wrappers.
     */
    @TestFactory
    Stream<DynamicTest> parallelCorpusRunsUnchangedWhenStatementsAreCounted() {
        List<Config> configs = List.of(new Config(Mode.INTERPRETER, 4, true, false), new Config(Mode.COMPILED, 2, true, false));
        return Corpus.programs().stream().filter(p -> p.category().startsWith("parallel") && !p.name().startsWith("StackOverflow"))
                        .flatMap(p -> configs.stream().map(c -> DynamicTest.dynamicTest(p + " [" + c + "]", p.file().toUri(), () -> {
                            Map<String, String> options = c.options();
                            Result r = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> X10Runner.run(p.file(), p.args(), options,
                                            b -> b.resourceLimits(ResourceLimits.newBuilder().statementLimit(Long.MAX_VALUE, null).build())));
                            assertEquals(p.expectedOut(), r.out(), p + " [" + c + "]\n" + r.err());
                            assertEquals(p.expectedExit(), r.exit(), p + " [" + c + "]\n" + r.err());
                        })));
    }
}
