package org.x10lite.benchmarks;

import java.io.IOException;
import java.util.HashMap;
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
 * Sequential recursive Fibonacci: idiomatic Java beside x10lite on the optimizing Truffle
 * runtime, in the same JMH run and on the same JDK.
 *
 * <ul>
 * <li>{@code javaFib}: {@code static long fib(long n)} in plain Java (C2-compiled as usual).</li>
 * <li>{@code x10liteFib}: {@code programs/Fib.x10}, the classic finish/async Fib; with
 * serial elision the async body runs in place and the finish only collects exceptions.</li>
 * <li>{@code x10liteFibNoAsync}: {@code programs/FibNoAsync.x10}, the same function written
 * {@code return fib(n-1) + fib(n-2);}, to show what finish/async costs.</li>
 * </ul>
 *
 * The forked JVMs get the JVMCI flags and the Graal compiler on the upgrade module path;
 * {@code --upgrade-module-path=target/upgrade} is relative to the benchmarks module, so run
 * JMH from {@code benchmarks/} (fib-vs-java.sh does). Extra polyglot options for a diagnostic
 * run can be given as {@code -Dx10lite.bench.options=engine.TraceCompilation=true,...} (e.g.
 * with JMH's {@code -jvmArgsPrepend}).
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
public class FibBenchmark {

    @Param({"35"})
    public long n;

    /** Idiomatic recursive Java: the baseline. */
    static long fib(long n) {
        if (n < 2) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }

    /** fib(n) by iteration, to check the benchmarked results against. */
    static long expectedFib(long n) {
        long a = 0;
        long b = 1;
        for (long i = 0; i < n; i++) {
            long t = a + b;
            a = b;
            b = t;
        }
        return a;
    }

    static void check(String what, long n, long actual) {
        long expected = expectedFib(n);
        if (actual != expected) {
            throw new IllegalStateException(what + ": fib(" + n + ") returned " + actual + ", expected " + expected);
        }
    }

    @Setup(Level.Trial)
    public void checkJava() {
        check("javaFib", n, fib(n));
    }

    @Benchmark
    public long javaFib() {
        return fib(n);
    }

    /** One x10lite Context per trial, holding one program. */
    public abstract static class X10Program {
        Context context;
        Value fib;
        long n;

        abstract String resource();

        @Setup(Level.Trial)
        public void setup(FibBenchmark params) throws IOException {
            n = params.n;
            // serial elision: this benchmark compares sequential code (the parallel runtime is SchedulerBenchmark's)
            Map<String, String> options = new HashMap<>();
            options.put("x10lite.Elide", "true");
            X10Programs.addOptions(options, System.getProperty("x10lite.bench.options", ""));
            context = X10Programs.context(options);
            fib = X10Programs.function(context, resource(), "Fib", "fib");
            check(getClass().getSimpleName(), n, fib.execute(n).asLong());
        }

        long run() {
            return fib.execute(n).asLong();
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            context.close();
        }
    }

    @State(Scope.Benchmark)
    public static class FinishAsyncProgram extends X10Program {
        @Override
        String resource() {
            return "Fib.x10";
        }
    }

    @State(Scope.Benchmark)
    public static class NoAsyncProgram extends X10Program {
        @Override
        String resource() {
            return "FibNoAsync.x10";
        }
    }

    @Benchmark
    public long x10liteFib(FinishAsyncProgram program) {
        return program.run();
    }

    @Benchmark
    public long x10liteFibNoAsync(NoAsyncProgram program) {
        return program.run();
    }
}
