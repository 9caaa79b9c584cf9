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
 * Several configurations of one workload compared in one process: a context each (so an engine
 * and compiled code each), run in turn, one run of each per round, every result checked. On a
 * host whose speed drifts by up to 2× between processes and within one (docs/performance.md),
 * cells measured in different processes cannot be compared closely; runs that alternate within
 * seconds of each other can. Prints, per configuration, the distribution of its run times over
 * the second half of the rounds and two ratios to the first configuration: of the medians, and
 * the median of the per-round ratios (each run against the first configuration's run of the same
 * round, the paired figure). The order of the configurations rotates from round to round.
 *
 * <p>Usage: {@code RoundRobin WORKLOAD SIZE ROUNDS CONFIG...}, each {@code CONFIG}
 * {@code WORKERS[:POLICY]} ({@code WORKERS} 0: the serial elision; {@code POLICY} work-first,
 * help-first or adaptive). Options for every context come from the environment variable
 * {@code X10LITE_OPTIONS}, as in {@link RunLoop}. {@code benchmarks/compare} builds and runs it.
 *
 * <p>What it cannot tell apart: the contexts share the JVM's compiler threads, heap and garbage
 * collector, so one configuration's compilations and garbage can land in another's runs (most of
 * both in the first half, which is not counted).
 */
public final class RoundRobin {
    private RoundRobin() {
    }

    /** One configuration: its name as given and its context's function. */
    private record Config(String name, Context context, Value function, List<Long> micros) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 4) {
            System.err.println("usage: RoundRobin WORKLOAD SIZE ROUNDS CONFIG...   (CONFIG: WORKERS[:POLICY], WORKERS 0: serial elision)");
            System.exit(2);
        }
        Workload w;
        long size;
        int rounds;
        List<Map<String, String>> optionsPerConfig = new ArrayList<>();
        try {
            w = Workload.byName(args[0]);
            size = Long.parseLong(args[1]);
            rounds = Integer.parseInt(args[2]);
            for (int i = 3; i < args.length; i++) {
                optionsPerConfig.add(X10Programs.configurationOptions(args[i]));
            }
        } catch (IllegalArgumentException e) {
            // NumberFormatException is one too
            System.err.println("RoundRobin: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (rounds < 2) {
            System.err.println("RoundRobin: ROUNDS must be at least 2");
            System.exit(2);
        }
        long expected = w.checksum(size);
        List<Config> configs = new ArrayList<>();
        try {
            for (int i = 0; i < optionsPerConfig.size(); i++) {
                Context context = X10Programs.context(Context.newBuilder("x10lite").logHandler(System.err), optionsPerConfig.get(i));
                configs.add(new Config(args[3 + i], context, X10Programs.function(context, w.x10File(), w.x10Class(), w.x10Function()), new ArrayList<>()));
            }
            int n = configs.size();
            for (int round = 0; round < rounds; round++) {
                for (int k = 0; k < n; k++) {
                    Config c = configs.get((round + k) % n);
                    long start = System.nanoTime();
                    long result = c.function().execute(size).asLong();
                    c.micros().add((System.nanoTime() - start) / 1000);
                    if (result != expected) {
                        System.err.printf("RoundRobin: %s(%d) [%s] returned %d in round %d, expected %d%n", w.x10Class(), size, c.name(), result, round + 1, expected);
                        System.exit(1);
                    }
                }
            }
        } finally {
            for (Config c : configs) {
                c.context().close();
            }
        }
        report(w, size, rounds, configs);
    }

    private static void report(Workload w, long size, int rounds, List<Config> configs) {
        int from = rounds / 2;
        System.out.printf("%s(%d), rounds %d-%d of %d, µs per run%n", w.x10Class(), size, from + 1, rounds, rounds);
        List<Long> base = configs.get(0).micros().subList(from, rounds);
        long baseMedian = median(base);
        for (Config c : configs) {
            List<Long> mine = c.micros().subList(from, rounds);
            List<Long> sorted = new ArrayList<>(mine);
            Collections.sort(sorted);
            int n = sorted.size();
            List<Double> paired = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                paired.add(mine.get(i) / (double) Math.max(1, base.get(i)));
            }
            Collections.sort(paired);
            System.out.printf("  %-16s min %d p10 %d median %d p90 %d max %d   ÷ %s: medians %.2f, paired median %.2f (p10 %.2f, p90 %.2f)%n", c.name(), sorted.get(0),
                            sorted.get(n / 10), sorted.get(n / 2), sorted.get(n * 9 / 10), sorted.get(n - 1), configs.get(0).name(),
                            sorted.get(n / 2) / (double) Math.max(1, baseMedian), paired.get(n / 2), paired.get(n / 10), paired.get(n * 9 / 10));
        }
    }

    private static long median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
