package org.x10lite.benchmarks;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Value;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Cost of one unstolen async and of one finish (programs/Mechanism.x10), compiled: nanoseconds
 * per construct, each loop of {@link #N} iterations run with one worker and under serial
 * elision, beside the same loop without the construct ({@code plain}). The steal's own cost
 * (thief's wait, victim's stop) comes from the statistics line ({@code StatsProbe}), not from
 * here: a steal cannot be forced in a steady state.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(MechanismBenchmark.N)
@Fork(value = 1, jvmArgsAppend = {
        "-XX:+UnlockExperimentalVMOptions", "-XX:+EnableJVMCI",
        "--upgrade-module-path=target/upgrade",
        "--enable-native-access=ALL-UNNAMED",
        "--sun-misc-unsafe-memory-access=allow",
        "-Xss16m"})
@State(Scope.Benchmark)
public class MechanismBenchmark {
    static final int N = 1_000_000;

    @Param({"asyncs", "finishes", "plain"})
    public String construct;

    @Param({"x10lite-elided", "x10lite-1"})
    public String system;

    private Context context;
    private Value function;
    private long expected;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        context = X10Programs.context(SuiteBenchmark.x10Options(system));
        function = X10Programs.function(context, "Mechanism.x10", "Mechanism", construct);
        // slot k holds k (N > 64)
        long sum = 0;
        for (long k = 0; k < 64; k++) {
            sum += k;
        }
        expected = sum;
        run();
    }

    @Benchmark
    public long run() {
        long result = function.execute(N).asLong();
        if (result != expected) {
            throw new IllegalStateException("Mechanism." + construct + " on " + system + " returned " + result + ", expected " + expected);
        }
        return result;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        context.close();
    }
}
