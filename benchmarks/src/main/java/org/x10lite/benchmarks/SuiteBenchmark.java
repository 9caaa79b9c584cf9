package org.x10lite.benchmarks;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Value;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.x10lite.benchmarks.peers.JsWorkload;
import org.x10lite.benchmarks.peers.Workloads.Size;
import org.x10lite.benchmarks.peers.Workloads.Workload;

/**
 * The benchmark suite: every workload of {@link Workload} under every system a user would
 * compare, one JMH trial per (workload, system), all checked against the expected checksum on
 * every invocation. Iteration counts and times come from the command line
 * ({@code benchmarks/run} picks them per size).
 *
 * <p>Systems: {@code java} (sequential Java, C2 its top-tier compiler), {@code java-graal} (the same
 * code with the Graal compiler of this build as the JVM's top tier: {@code benchmarks/run} gives
 * its trials a fork with {@code -XX:+UseJVMCICompiler}, and the setup refuses to run it in any
 * other JVM, or {@code java} in that one), {@code graaljs} (the workload written as JavaScript,
 * {@code benchmarks/programs-js}, run by GraalJS on the same optimizing runtime: {@link JsWorkload}),
 * {@code forkjoin-1} and {@code forkjoin-all}
 * (the fork/join peer on a pool of 1 and of all processors), {@code x10lite-elided} (serial
 * elision), {@code x10lite-1} and {@code x10lite-all} (compiled, 1 and all workers, the default
 * policy: work-first), {@code x10lite-all-help-first} and {@code x10lite-all-adaptive} (all
 * workers under the other two scheduling policies); and, at
 * the smoke size whatever the size asked for (the interpreter is 10 to 100 times slower),
 * {@code x10lite-interpreter} (1 worker, {@code --engine.Compilation=false}) beside
 * {@code x10lite-1-smoke} (compiled, 1 worker, same size) for the interpreter ÷ compiled ratio, and
 * {@code graaljs-interpreter} (GraalJS with {@code --engine.Compilation=false}, smoke size) beside them.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {
        "-XX:+UnlockExperimentalVMOptions", "-XX:+EnableJVMCI",
        "--upgrade-module-path=target/upgrade",
        "--enable-native-access=ALL-UNNAMED",
        "--sun-misc-unsafe-memory-access=allow",
        "-Xss16m"})
@State(Scope.Benchmark)
public class SuiteBenchmark {
    /** The systems in report order (the {@code system} parameter's values). */
    public static final String[] SYSTEMS = {"java", "java-graal", "graaljs", "forkjoin-1", "forkjoin-all", "x10lite-elided", "x10lite-1",
                    "x10lite-all", "x10lite-all-help-first", "x10lite-all-adaptive", "x10lite-interpreter", "x10lite-1-smoke", "graaljs-interpreter"};

    @Param({"FIB", "NQUEENS", "INTEGRATE", "JACOBI", "MATMUL", "QUICKSORT", "LU", "HEAT", "FORKJOIN", "SOR", "PDFS"})
    public String workload;

    /** Every system but java-graal, which needs a JVM of its own (benchmarks/run asks for it with -p). */
    @Param({"java", "graaljs", "forkjoin-1", "forkjoin-all", "x10lite-elided", "x10lite-1", "x10lite-all", "x10lite-all-help-first",
            "x10lite-all-adaptive", "x10lite-interpreter", "x10lite-1-smoke", "graaljs-interpreter"})
    public String system;

    @Param({"smoke"})
    public String size;

    /** The x10lite systems whose asyncs run their bodies in place (work-first, or the serial elision). */
    static final java.util.Set<String> WORK_FIRST_SYSTEMS = java.util.Set.of("x10lite-elided", "x10lite-1", "x10lite-all");

    private Workload work;
    private long argument;
    private long expected;
    private ForkJoinPool pool;
    private Context context;
    private Value function;
    private JsWorkload js;

    /** The size a system runs at: the interpreter and its compiled counterpart always at smoke size. */
    public static Size effectiveSize(String system, Size asked) {
        return system.equals("x10lite-interpreter") || system.equals("x10lite-1-smoke") || system.equals("graaljs-interpreter") ? Size.SMOKE : asked;
    }

    static Map<String, String> x10Options(String system) {
        int all = Runtime.getRuntime().availableProcessors();
        return switch (system) {
            case "x10lite-elided" -> Map.of("x10lite.Elide", "true");
            case "x10lite-1", "x10lite-1-smoke" -> Map.of("x10lite.Workers", "1");
            case "x10lite-all" -> Map.of("x10lite.Workers", Integer.toString(all));
            case "x10lite-all-help-first" -> Map.of("x10lite.Workers", Integer.toString(all), "x10lite.Policy", "help-first");
            case "x10lite-all-adaptive" -> Map.of("x10lite.Workers", Integer.toString(all), "x10lite.Policy", "adaptive");
            case "x10lite-interpreter" -> Map.of("x10lite.Workers", "1", "engine.Compilation", "false");
            default -> throw new IllegalArgumentException("not an x10lite system: " + system);
        };
    }

    @Setup(Level.Trial)
    public void setup() throws IOException {
        work = Workload.byName(workload);
        Size effective = effectiveSize(system, Size.parse(size));
        if (WORK_FIRST_SYSTEMS.contains(system) && work.overflowsUnderWorkFirst(effective)) {
            throw new IllegalStateException(work + " at the " + effective.label() + " size is deeper than the stack under work-first: not run on " + system);
        }
        argument = work.size(effective);
        expected = work.checksum(argument);
        requireTopTierCompiler();
        switch (system) {
            case "java", "java-graal" -> {
            }
            case "forkjoin-1" -> pool = new ForkJoinPool(1);
            case "forkjoin-all" -> pool = new ForkJoinPool(Runtime.getRuntime().availableProcessors());
            case "graaljs" -> js = new JsWorkload(work);
            case "graaljs-interpreter" -> js = new JsWorkload(work, Map.of("engine.Compilation", "false"));
            default -> startX10();
        }
        run();
    }

    /** The system that names a top-tier compiler runs only in a JVM that has it: a cell is what its name says. */
    private void requireTopTierCompiler() {
        boolean graalTopTier = usesGraalAsTopTier();
        if (system.equals("java-graal") != graalTopTier) {
            throw new IllegalStateException(system + " must run in a fork " + (graalTopTier ? "without" : "with")
                            + " -XX:+UseJVMCICompiler (benchmarks/run starts one for java-graal alone)");
        }
    }

    /** True if this JVM's top-tier compiler is the JVMCI compiler (Graal) rather than C2. */
    public static boolean usesGraalAsTopTier() {
        var vm = java.lang.management.ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
        return Boolean.parseBoolean(vm.getVMOption("UseJVMCICompiler").getValue());
    }

    private void startX10() throws IOException {
        context = X10Programs.context(x10Options(system));
        function = X10Programs.function(context, work.x10File(), work.x10Class(), work.x10Function());
    }

    @Benchmark
    public long run() {
        long result = switch (system) {
            case "java", "java-graal" -> work.sequential(argument);
            case "forkjoin-1", "forkjoin-all" -> work.forkJoin(argument, pool);
            case "graaljs", "graaljs-interpreter" -> js.run(argument);
            default -> function.execute(argument).asLong();
        };
        if (result != expected) {
            throw new IllegalStateException(work + "(" + argument + ") on " + system + " returned " + result + ", expected " + expected);
        }
        return result;
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        if (pool != null) {
            pool.shutdownNow();
        }
        if (context != null) {
            context.close();
        }
        if (js != null) {
            js.close();
        }
    }
}
