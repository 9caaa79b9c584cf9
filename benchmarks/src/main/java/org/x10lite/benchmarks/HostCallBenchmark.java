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
 * What an embedder pays to call a trivial static method from Java ({@code HostCall.inc}, one
 * addition): microseconds per call through {@code Value.execute}, under the serial elision and
 * with one and two workers. Each call is an X10 activity under an implicit finish, as {@code main}
 * is; the result of every call is checked.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {
        "-XX:+UnlockExperimentalVMOptions", "-XX:+EnableJVMCI",
        "--upgrade-module-path=target/upgrade",
        "--enable-native-access=ALL-UNNAMED",
        "--sun-misc-unsafe-memory-access=allow",
        "-Xss16m"})
@State(Scope.Benchmark)
public class HostCallBenchmark {
    @Param({"x10lite-elided", "x10lite-1", "x10lite-2"})
    public String system;

    private Context context;
    private Value inc;
    private long next;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        Map<String, String> options = system.equals("x10lite-2") ? Map.of("x10lite.Workers", "2") : SuiteBenchmark.x10Options(system);
        context = X10Programs.context(options);
        inc = X10Programs.function(context, "HostCall.x10", "HostCall", "inc");
    }

    @Benchmark
    public long call() {
        long argument = next++;
        long result = inc.execute(argument).asLong();
        if (result != argument + 1) {
            throw new IllegalStateException("HostCall.inc(" + argument + ") on " + system + " returned " + result);
        }
        return result;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        context.close();
    }
}
