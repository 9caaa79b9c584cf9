package org.x10lite.benchmarks.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Value;
import org.x10lite.benchmarks.X10Programs;
import org.x10lite.benchmarks.peers.Workloads.Workload;

/**
 * An embedder's loop: one workload's X10 function run many times in one context, every result
 * checked, and the distribution of the per-run times of the second half printed (the first half
 * is warm-up). JMH gives one median per cell; this shows what a median hides, e.g. a process
 * whose runs fall into two groups of times (docs/runtime.md, *Where a parallel run's time goes*).
 * It also prints the time to steady state: the wall time from the JVM's start to the end of the
 * first run from which on three runs in a row have a median within {@link #STEADY_MARGIN} of the
 * steady time (the median of the second half), and that run's number.
 *
 * <p>Usage: {@code RunLoop WORKLOAD SIZE CONFIG RUNS}, {@code CONFIG} {@code WORKERS[:POLICY]}
 * as in {@link RoundRobin}; {@code WORKERS} 0 runs the serial elision. Extra engine or language
 * options come from the environment variable {@code X10LITE_OPTIONS}, as
 * {@code key=value,key=value} (e.g. {@code engine.TraceCompilation=true}).
 * {@code benchmarks/loop} builds and runs it with the benchmark JVM flags.
 */
public final class RunLoop {
    /** A run is at the steady state when it takes at most this times the second half's median. */
    static final double STEADY_MARGIN = 1.2;

    private RunLoop() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.err.println("usage: RunLoop WORKLOAD SIZE WORKERS[:POLICY] RUNS   (WORKERS 0: serial elision)");
            System.exit(2);
        }
        Workload w;
        long size;
        Map<String, String> options;
        int runs;
        try {
            w = Workload.byName(args[0]);
            size = Long.parseLong(args[1]);
            options = X10Programs.configurationOptions(args[2]);
            runs = Integer.parseInt(args[3]);
        } catch (IllegalArgumentException e) {
            // NumberFormatException is one too
            System.err.println("RunLoop: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (runs < 2) {
            System.err.println("RunLoop: RUNS must be at least 2");
            System.exit(2);
        }
        long expected = w.checksum(size);
        List<Long> micros = new ArrayList<>();
        List<Long> endedAtMillis = new ArrayList<>();
        var jvm = java.lang.management.ManagementFactory.getRuntimeMXBean();
        try (Context context = X10Programs.context(Context.newBuilder("x10lite").logHandler(System.err), options)) {
            Value function = X10Programs.function(context, w.x10File(), w.x10Class(), w.x10Function());
            for (int run = 0; run < runs; run++) {
                long start = System.nanoTime();
                long result = function.execute(size).asLong();
                micros.add((System.nanoTime() - start) / 1000);
                endedAtMillis.add(jvm.getUptime());
                // progress, and the warm-up run by run (statistics and compilation traces asked
                // for in X10LITE_OPTIONS go to the same stream, each beside its run)
                System.err.printf("run %d of %d: %d µs%n", run + 1, runs, micros.get(run));
                if (result != expected) {
                    System.err.printf("RunLoop: %s(%d) returned %d in run %d, expected %d%n", w.x10Class(), size, result, run + 1, expected);
                    System.exit(1);
                }
            }
        }
        List<Long> measured = new ArrayList<>(micros.subList(runs / 2, runs));
        Collections.sort(measured);
        int n = measured.size();
        System.out.printf("%s(%d) %s, runs %d-%d of %d, µs per run: min %d p10 %d p25 %d median %d p75 %d p90 %d max %d%n", w.x10Class(), size,
                        label(options), runs / 2 + 1, runs, runs,
                        measured.get(0), measured.get(n / 10), measured.get(n / 4), measured.get(n / 2), measured.get(n * 3 / 4), measured.get(n * 9 / 10),
                        measured.get(n - 1));
        long steady = measured.get(n / 2);
        int first = steadyFrom(micros, steady);
        System.out.printf("time to steady state: %.2f s from the JVM's start, at the end of run %d of %d (runs within %.1f x the steady %d µs from there)%n",
                        endedAtMillis.get(first) / 1000.0, first + 1, runs, STEADY_MARGIN, steady);
    }

    /** "elided", "1 worker", "2 workers" or "2 workers, adaptive": what the context's options ask for. */
    static String label(Map<String, String> options) {
        if (Boolean.parseBoolean(options.get("x10lite.Elide"))) {
            return "elided";
        }
        String workers = options.getOrDefault("x10lite.Workers", "?");
        String label = workers + (workers.equals("1") ? " worker" : " workers");
        String policy = options.get("x10lite.Policy");
        return policy == null ? label : label + ", " + policy;
    }

    /**
     * The first run from which on three runs in a row have a median within {@link #STEADY_MARGIN}
     * of {@code steady}: one fast run among slow ones is not the steady state yet, and one slow
     * run (a host's hiccup) in it does not end it.
     */
    static int steadyFrom(List<Long> micros, long steady) {
        for (int i = 0; i + 2 < micros.size(); i++) {
            List<Long> three = new ArrayList<>(micros.subList(i, i + 3));
            Collections.sort(three);
            if (three.get(1) <= STEADY_MARGIN * steady) {
                return i;
            }
        }
        return micros.size() - 1;
    }
}
