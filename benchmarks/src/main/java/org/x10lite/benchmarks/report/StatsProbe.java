package org.x10lite.benchmarks.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Value;
import org.x10lite.benchmarks.X10Programs;
import org.x10lite.benchmarks.peers.Workloads.Size;
import org.x10lite.benchmarks.peers.Workloads.Workload;

/**
 * The scheduler's statistics per workload, for the report: each workload runs {@value #RUNS}
 * times in one context with all workers and {@code --x10lite.Stats=true}; the statistics line of
 * the last run (each line is one run's) goes to a TSV file, with its wall time, plus two stops
 * of the first run: the first steal of the process ({@code firstStealStopNanos}, which runs the
 * steal's code for the first time) and the longest ({@code firstRunVictimStopMaxNanos}).
 *
 * <p>The last run should describe the state the JMH timings measure, after warm-up. Three runs
 * were not enough: with all workers, Truffle compiles loop shares and resumed functions in the
 * second to sixth runs, Graal's own code is compiled by the JVM's C2 meanwhile on the same two
 * cores, and the steal's Java code is still being compiled, so the third run's victim stops and
 * steal latencies were partly warm-up (Heat(4096), 2026-11-25: runs 2-6 took 1.7-3.0 s, runs
 * 7-9 1.5-1.6 s).
 *
 * <p>Usage: {@code StatsProbe SIZE OUT.tsv [WORKLOAD...]} (all workloads if none given);
 * {@code StatsProbe --header} prints the TSV's header line.
 */
public final class StatsProbe {
    /** Runs per workload; the statistics are the last one's. */
    static final int RUNS = 8;
    private static final Pattern FIELD = Pattern.compile("(\\w+)=(\\d+)");
    static final String[] COLUMNS = {"workload", "policy", "size", "workers", "millis", "asyncs", "steals", "failedSteals", "materializedFrames",
                    "victimStopNanos", "victimStopP50Nanos", "victimStopP99Nanos", "victimStopMaxNanos", "maxStealLatencyNanos",
                    "loopSplits", "stealPauses", "freshTasks", "freshTaskSteals", "stackBoundTasks", "policySwitches",
                    "firstRunVictimStopMaxNanos", "firstStealStopNanos"};
    /** The policies probed: the default, and the adaptive one (whose fresh tasks, their steals and its switches the report shows). */
    static final String[] POLICIES = {"work-first", "adaptive"};

    private StatsProbe() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && args[0].equals("--header")) {
            System.out.println(String.join("\t", COLUMNS));
            return;
        }
        if (args.length < 2) {
            System.err.println("usage: StatsProbe smoke|default|paper OUT.tsv [WORKLOAD...] | StatsProbe --header");
            System.exit(2);
        }
        Size size = Size.parse(args[0]);
        List<Workload> workloads = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            workloads.add(Workload.byName(args[i]));
        }
        if (workloads.isEmpty()) {
            workloads.addAll(List.of(Workload.values()));
        }
        int workers = Runtime.getRuntime().availableProcessors();
        List<String> rows = new ArrayList<>();
        rows.add(String.join("\t", COLUMNS));
        for (Workload w : workloads) {
            for (String policy : POLICIES) {
                if (policy.equals("work-first") && w.overflowsUnderWorkFirst(size)) {
                    System.err.printf("stats: %s(%d) is deeper than the stack under work-first: no row%n", w.x10Class(), w.size(size));
                    continue;
                }
                System.err.printf("stats: %s(%d) with %d workers, %s...%n", w.x10Class(), w.size(size), workers, policy);
                rows.add(probe(w, policy, w.size(size), workers));
            }
        }
        Files.write(Path.of(args[1]), rows, StandardCharsets.UTF_8);
    }

    private static String probe(Workload w, String policy, long argument, int workers) throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long expected = w.checksum(argument);
        long millis = 0;
        try (Context context = X10Programs.context(Context.newBuilder("x10lite").err(err),
                        Map.of("x10lite.Workers", Integer.toString(workers), "x10lite.Stats", "true", "x10lite.Policy", policy))) {
            Value function = X10Programs.function(context, w.x10File(), w.x10Class(), w.x10Function());
            for (int run = 0; run < RUNS; run++) {
                long start = System.nanoTime();
                long result = function.execute(argument).asLong();
                millis = (System.nanoTime() - start) / 1_000_000;
                if (result != expected) {
                    throw new IllegalStateException(w + "(" + argument + ") returned " + result + ", expected " + expected);
                }
            }
        }
        List<Map<String, Long>> lines = err.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("x10lite.stats:")).map(StatsProbe::fields).toList();
        if (lines.size() < RUNS) {
            throw new IllegalStateException("expected " + RUNS + " x10lite.stats lines, got: " + err.toString(StandardCharsets.UTF_8));
        }
        Map<String, Long> last = lines.get(lines.size() - 1);
        StringBuilder row = new StringBuilder().append(w.name()).append('\t').append(policy).append('\t').append(argument).append('\t').append(workers)
                        .append('\t').append(millis);
        for (int i = 5; i < COLUMNS.length - 2; i++) {
            row.append('\t').append(last.get(COLUMNS[i]));
        }
        Map<String, Long> first = lines.get(lines.size() - RUNS);
        row.append('\t').append(first.get("victimStopMaxNanos")).append('\t').append(first.get("firstStealStopNanos"));
        return row.toString();
    }

    static Map<String, Long> fields(String line) {
        Map<String, Long> m = new LinkedHashMap<>();
        Matcher matcher = FIELD.matcher(line);
        while (matcher.find()) {
            m.put(matcher.group(1), Long.parseLong(matcher.group(2)));
        }
        return m;
    }
}
