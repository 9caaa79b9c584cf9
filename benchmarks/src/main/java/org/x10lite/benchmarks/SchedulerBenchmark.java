package org.x10lite.benchmarks;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Value;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the work-stealing runtime costs and buys, compiled, in one JMH run: each program under
 * serial elision ({@code elided}, the baseline), on one worker ({@code workers1}: sequential
 * overhead of finish/async when nothing is stolen) and on two workers ({@code workers2}:
 * speedup). Every invocation's result is checked against the known answer.
 *
 * <p>Run from {@code benchmarks/} (the forked JVMs find the Graal compiler in
 * {@code target/upgrade}): {@code benchmarks/scheduler.sh} builds, runs and prints the ratios.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 8, time = 2, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 2, timeUnit = TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = {
        "-XX:+UnlockExperimentalVMOptions", "-XX:+EnableJVMCI",
        "--upgrade-module-path=target/upgrade",
        "--enable-native-access=ALL-UNNAMED",
        "--sun-misc-unsafe-memory-access=allow",
        "-Xss16m"})
@State(Scope.Benchmark)
public class SchedulerBenchmark {

    /** Program, function called, its argument and the answer it must give. */
    public enum Workload {
        FIB("Fib.x10", "Fib", "fib", 35, 9227465),
        NQUEENS("NQueens.x10", "NQueens", "count", 11, 2680);

        final String file;
        final String className;
        final String function;
        final long argument;
        final long expected;

        Workload(String file, String className, String function, long argument, long expected) {
            this.file = file;
            this.className = className;
            this.function = function;
            this.argument = argument;
            this.expected = expected;
        }
    }

    @Param({"FIB", "NQUEENS"})
    public Workload workload;

    @Param({"elided", "workers1", "workers2"})
    public String config;

    private Context context;
    private Value function;

    static Map<String, String> options(String config) {
        return switch (config) {
            case "elided" -> Map.of("x10lite.Elide", "true");
            case "workers1" -> Map.of("x10lite.Workers", "1");
            case "workers2" -> Map.of("x10lite.Workers", "2");
            default -> throw new IllegalArgumentException("unknown configuration " + config);
        };
    }

    @Setup(Level.Trial)
    public void setup() throws IOException {
        context = X10Programs.context(options(config));
        function = X10Programs.function(context, workload.file, workload.className, workload.function);
        run();
    }

    @Benchmark
    public long run() {
        long result = function.execute(workload.argument).asLong();
        if (result != workload.expected) {
            throw new IllegalStateException(workload + " [" + config + "] returned " + result + ", expected " + workload.expected);
        }
        return result;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        context.close();
    }
}
