package org.x10lite.benchmarks.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.x10lite.benchmarks.SuiteBenchmark;
import org.x10lite.benchmarks.peers.Workloads.Size;
import org.x10lite.benchmarks.peers.Workloads.Workload;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Turns one run of the benchmark suite, or several filtered runs (parts), into
 * {@code results.md} and PNG charts.
 *
 * <p>Usage: {@code Report OUTDIR PART.properties...}, where each PART is the manifest
 * {@code benchmarks/run} wrote for one run ({@link RunPart}: its JMH JSON results of
 * {@code SuiteBenchmark} and/or {@code MechanismBenchmark}, several when different cells ran with
 * different settings, and what {@link StatsProbe} wrote). Each workload's cells and statistics
 * come from the part that measured it last, the mechanism's likewise. The parts the report uses
 * are copied to {@code OUTDIR/runs} (and only they are kept there), so that a committed report
 * carries the data it was made from and a later run can be merged with it. {@code Report --machine}
 * prints the description of this machine that the script records in a part.
 *
 * <p>Every figure is a median of the pooled measurement iterations of all forks of one JMH
 * trial, and every ratio a ratio of two such medians of the same part. Any subset of
 * workloads and systems may be present: a missing cell is shown as "—" and a chart with no
 * data at all is not written.
 */
public final class Report {
    private static final String DASH = "—";
    private static final String SUITE = "SuiteBenchmark";
    private static final String MECHANISM = "MechanismBenchmark";
    private static final List<String> CONSTRUCTS = List.of("asyncs", "finishes", "plain");
    private static final List<String> MECHANISM_SYSTEMS = List.of("x10lite-elided", "x10lite-1");

    private Report() {
    }

    /** The pooled measurement samples of one JMH trial, sorted, in the report's unit. */
    record Samples(double[] sorted) {
        static Samples of(List<Double> values) {
            double[] a = values.stream().mapToDouble(Double::doubleValue).toArray();
            Arrays.sort(a);
            return new Samples(a);
        }

        double median() {
            int n = sorted.length;
            return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        }

        double min() {
            return sorted[0];
        }

        double max() {
            return sorted[sorted.length - 1];
        }

        int count() {
            return sorted.length;
        }
    }

    /** One row of StatsProbe's TSV: the last of its runs of a workload with all workers. */
    record Stats(String policy, long size, long workers, long millis, long asyncs, long steals, long failedSteals, long victimStopNanos,
                    long victimStopP50Nanos, long victimStopP99Nanos, long victimStopMaxNanos, long maxStealLatencyNanos,
                    long loopSplits, long stealPauses, long freshTasks, long freshTaskSteals, long stackBoundTasks, long policySwitches,
                    long firstRunVictimStopMaxNanos, long firstStealStopNanos) {
    }

    /** What the JMH file holds, sorted into the suite's and the mechanism's cells. */
    static final class Results {
        /** Suite samples in milliseconds per operation, by workload and system. */
        final Map<Workload, Map<String, Samples>> suite = new EnumMap<>(Workload.class);
        /** The size name each workload's suite trials were asked for (params.size). */
        final Map<Workload, Size> suiteSize = new EnumMap<>(Workload.class);
        /** Mechanism results in nanoseconds per construct, by construct and system. */
        final Map<String, Map<String, Samples>> mechanism = new LinkedHashMap<>();
        /** All systems seen, the known ones first in SuiteBenchmark's order. */
        final Set<String> systems = new LinkedHashSet<>(List.of(SuiteBenchmark.SYSTEMS));
        final List<JsonObject> entries = new ArrayList<>();
        /** The runs the cells come from, and which run each workload's cells and the mechanism's come from. */
        RunPart.Selection selection;
        /** The run each entry came from, and the run being read. */
        final Map<JsonObject, RunPart> entryPart = new IdentityHashMap<>();
        RunPart reading;

        Samples time(Workload w, String system) {
            return suite.getOrDefault(w, Map.of()).get(system);
        }

        /** median(numerator) ÷ median(denominator) for workload w, or null if either is missing. */
        Double ratio(Workload w, String numerator, String denominator) {
            Samples a = time(w, numerator);
            Samples b = time(w, denominator);
            return a == null || b == null ? null : a.median() / b.median();
        }

        Samples mechanism(String construct, String system) {
            return mechanism.getOrDefault(construct, Map.of()).get(system);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && args[0].equals("--machine")) {
            System.out.println(machine());
            return;
        }
        if (args.length < 2) {
            System.err.println("usage: Report OUTDIR PART.properties...   or   Report --machine");
            System.exit(2);
        }
        // XChart draws with AWT: no display on a build machine.
        System.setProperty("java.awt.headless", "true");
        Path out = Path.of(args[0]);
        List<RunPart> parts = new ArrayList<>();
        for (String manifest : Arrays.asList(args).subList(1, args.length)) {
            parts.add(RunPart.read(Path.of(manifest)));
        }
        Size profile = parts.get(0).profile();
        // each run's JMH results, read once; what each run holds cells of (a run whose trials
        // of a workload all failed has none)
        Map<RunPart, List<JsonObject>> entries = new HashMap<>();
        Map<RunPart, Set<Workload>> measured = new HashMap<>();
        Set<RunPart> measuredMechanism = new HashSet<>();
        for (RunPart part : parts) {
            List<JsonObject> read = new ArrayList<>();
            for (Path suite : part.suites()) {
                read.addAll(readSuite(suite));
            }
            entries.put(part, read);
            Results held = new Results();
            addEntries(held, read, profile, EnumSet.allOf(Workload.class), true);
            measured.put(part, Set.copyOf(held.suite.keySet()));
            if (!held.mechanism.isEmpty()) {
                measuredMechanism.add(part);
            }
        }
        RunPart.Selection selection = RunPart.newestPerWorkload(parts, measured, measuredMechanism);
        Results results = new Results();
        Map<Workload, List<Stats>> stats = new EnumMap<>(Workload.class);
        for (RunPart part : selection.used()) {
            Set<Workload> supplied = selection.suppliedBy(part);
            results.reading = part;
            addEntries(results, entries.get(part), profile, supplied, part == selection.mechanism());
            readStats(part.stats()).forEach((w, rows) -> {
                if (supplied.contains(w)) {
                    stats.put(w, rows);
                }
            });
        }
        results.selection = selection;
        Files.createDirectories(out);
        // the runs first: a report must not name runs that are not beside it
        RunPart.keep(selection.used(), out.resolve("runs"));
        List<String> charts = Charts.write(results, out);
        String markdown = markdown(results, stats, profile, charts);
        Files.writeString(out.resolve("results.md"), markdown, StandardCharsets.UTF_8);
        System.err.println("report: wrote " + out.resolve("results.md") + (charts.isEmpty() ? "" : " and " + String.join(", ", charts))
                        + (parts.size() == 1 ? "" : " from " + selection.used().size() + " of " + parts.size() + " parts"));
    }

    // ---------------------------------------------------------------- input

    /** The entries of one JMH JSON result (none if the run was interrupted before writing any). */
    static List<JsonObject> readSuite(Path json) throws IOException {
        String text = Files.readString(json, StandardCharsets.UTF_8);
        // An interrupted JMH run leaves an empty file: report what there is (nothing) rather than fail.
        JsonElement root = text.isBlank() ? new JsonArray() : JsonParser.parseString(text);
        if (!root.isJsonArray()) {
            throw new IllegalArgumentException(json + ": not a JMH JSON result (expected an array)");
        }
        List<JsonObject> entries = new ArrayList<>();
        for (JsonElement e : root.getAsJsonArray()) {
            entries.add(e.getAsJsonObject());
        }
        return entries;
    }

    /**
     * Adds the cells of JMH results to {@code results}: the suite's of the workloads in
     * {@code workloads}, and the mechanism's if {@code mechanism}.
     */
    static void addEntries(Results results, List<JsonObject> entries, Size profile, Set<Workload> workloads, boolean mechanism) {
        for (JsonObject entry : entries) {
            addEntry(results, entry, profile, workloads, mechanism);
        }
    }

    private static void addEntry(Results results, JsonObject entry, Size profile, Set<Workload> workloads, boolean mechanism) {
        String benchmark = string(entry, "benchmark");
        JsonObject params = entry.has("params") ? entry.getAsJsonObject("params") : new JsonObject();
        JsonObject metric = entry.getAsJsonObject("primaryMetric");
        String kind = benchmarkClass(benchmark);
        if (kind.equals(SUITE)) {
            Workload w = Workload.byName(string(params, "workload"));
            if (!workloads.contains(w)) {
                return;
            }
            String system = string(params, "system");
            Size size = params.has("size") ? Size.parse(string(params, "size")) : profile;
            if (size != profile) {
                System.err.printf("report: warning: %s %s ran at size %s, the profile is %s%n", w, system, size.label(), profile.label());
            }
            results.suiteSize.put(w, size);
            results.systems.add(system);
            results.suite.computeIfAbsent(w, k -> new LinkedHashMap<>()).put(system, samples(metric, 1e6));
        } else if (kind.equals(MECHANISM)) {
            if (!mechanism) {
                return;
            }
            String construct = string(params, "construct");
            results.mechanism.computeIfAbsent(construct, k -> new LinkedHashMap<>()).put(string(params, "system"), samples(metric, 1));
        } else {
            System.err.println("report: ignoring " + benchmark + " (neither " + SUITE + " nor " + MECHANISM + ")");
            return;
        }
        results.entries.add(entry);
        if (results.reading != null) {
            results.entryPart.put(entry, results.reading);
        }
    }

    /** "org.x10lite.benchmarks.SuiteBenchmark.run" gives "SuiteBenchmark". */
    static String benchmarkClass(String benchmark) {
        int method = benchmark.lastIndexOf('.');
        String cls = method < 0 ? benchmark : benchmark.substring(0, method);
        return cls.substring(cls.lastIndexOf('.') + 1);
    }

    /**
     * All measurement iterations of all forks (rawData), converted from the score's unit to
     * {@code nanosPerUnit} nanoseconds per operation (1e6 for milliseconds, 1 for nanoseconds).
     */
    static Samples samples(JsonObject metric, double nanosPerUnit) {
        double scale = nanosPerOperation(string(metric, "scoreUnit")) / nanosPerUnit;
        List<Double> values = new ArrayList<>();
        if (metric.has("rawData")) {
            for (JsonElement fork : metric.getAsJsonArray("rawData")) {
                for (JsonElement v : fork.getAsJsonArray()) {
                    values.add(v.getAsDouble() * scale);
                }
            }
        }
        if (values.isEmpty()) {
            // no raw data (not written by JMH 1.37, but cheap to tolerate): the score alone
            values.add(metric.get("score").getAsDouble() * scale);
        }
        return Samples.of(values);
    }

    /** Nanoseconds in one unit of an average-time score such as "ms/op". */
    static double nanosPerOperation(String unit) {
        return switch (unit) {
            case "s/op" -> 1e9;
            case "ms/op" -> 1e6;
            case "us/op" -> 1e3;
            case "ns/op" -> 1;
            default -> throw new IllegalArgumentException("unit " + unit + ": the report reads average-time results (-bm avgt) only");
        };
    }

    private static String string(JsonObject o, String member) {
        JsonElement e = o.get(member);
        if (e == null || e.isJsonNull()) {
            throw new IllegalArgumentException("JMH entry without " + member + ": " + o);
        }
        return e.getAsString();
    }

    /** StatsProbe's TSV, columns looked up by header name. A missing file means no statistics. */
    static Map<Workload, List<Stats>> readStats(Path tsv) throws IOException {
        Map<Workload, List<Stats>> stats = new EnumMap<>(Workload.class);
        if (!Files.exists(tsv)) {
            System.err.println("report: warning: no " + tsv + ", no scheduler statistics");
            return stats;
        }
        List<String> lines = Files.readAllLines(tsv, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            return stats;
        }
        List<String> header = List.of(lines.get(0).split("\t"));
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split("\t");
            Workload w = Workload.byName(cells[header.indexOf("workload")].trim());
            // files written before the policies were probed have work-first rows only
            String policy = header.contains("policy") ? cells[header.indexOf("policy")].trim() : "work-first";
            stats.computeIfAbsent(w, k -> new ArrayList<>()).add(new Stats(policy, column(header, cells, "size"), column(header, cells, "workers"), column(header, cells, "millis"),
                            column(header, cells, "asyncs"), column(header, cells, "steals"), column(header, cells, "failedSteals"),
                            column(header, cells, "victimStopNanos"), column(header, cells, "victimStopP50Nanos"),
                            column(header, cells, "victimStopP99Nanos"), column(header, cells, "victimStopMaxNanos"),
                            column(header, cells, "maxStealLatencyNanos"), optionalColumn(header, cells, "loopSplits"),
                            optionalColumn(header, cells, "stealPauses"), optionalColumn(header, cells, "freshTasks"),
                            optionalColumn(header, cells, "freshTaskSteals"), optionalColumn(header, cells, "stackBoundTasks"),
                            optionalColumn(header, cells, "policySwitches"), column(header, cells, "firstRunVictimStopMaxNanos"),
                            optionalColumn(header, cells, "firstStealStopNanos")));
        }
        return stats;
    }

    private static long column(List<String> header, String[] cells, String name) {
        int i = header.indexOf(name);
        if (i < 0 || i >= cells.length) {
            throw new IllegalArgumentException("STATS.tsv: no column " + name + " in: " + String.join("\t", cells));
        }
        return Long.parseLong(cells[i].trim());
    }

    /** A column that statistics files written before it existed lack: -1 there (shown as a dash). */
    private static long optionalColumn(List<String> header, String[] cells, String name) {
        return header.contains(name) ? column(header, cells, name) : -1;
    }

    // ---------------------------------------------------------------- markdown

    static String markdown(Results r, Map<Workload, List<Stats>> stats, Size profile, List<String> charts) {
        StringBuilder md = new StringBuilder();
        md.append("# x10lite benchmark results (").append(profile.label()).append(")\n\n");
        header(md, r, profile);
        List<Workload> workloads = workloads(r, stats);
        if (!workloads.isEmpty()) {
            sizes(md, r, workloads, profile);
        }
        if (!r.suite.isEmpty()) {
            times(md, r);
            ratios(md, r, workloads);
            policies(md, r, workloads);
        }
        if (!stats.isEmpty()) {
            statistics(md, stats);
        }
        if (!r.mechanism.isEmpty()) {
            mechanism(md, r);
        }
        if (!charts.isEmpty()) {
            md.append("## Charts\n\n");
            for (String chart : charts) {
                md.append("![").append(chart.replace(".png", "")).append("](").append(chart).append(")\n\n");
            }
        }
        return md.toString();
    }

    private static List<Workload> workloads(Results r, Map<Workload, List<Stats>> stats) {
        Set<Workload> all = new TreeSet<>(r.suite.keySet());
        all.addAll(stats.keySet());
        return List.copyOf(all);
    }

    /** When, where, on which commit and by which command: one run, or the table of the runs merged. */
    private static void header(StringBuilder md, Results r, Size profile) {
        md.append("- Profile: ").append(profile.label()).append('\n');
        if (r.selection.used().size() == 1) {
            RunPart p = r.selection.used().get(0);
            md.append("- Measured: ").append(when(p)).append(", commit ").append(p.commit()).append('\n');
            md.append("- Command: `").append(p.command()).append("`\n");
            md.append("- Machine: ").append(p.machine()).append(", host ").append(p.host()).append('\n');
        } else {
            md.append("- Made from ").append(r.selection.used().size()).append(" runs, each workload's cells from the last run that measured it "
                            + "(filtered runs, or `benchmarks/run --merge ").append(profile.label()).append("`; raw results in `runs/`):\n\n");
            List<List<String>> rows = new ArrayList<>();
            for (int i = 0; i < r.selection.used().size(); i++) {
                RunPart p = r.selection.used().get(i);
                List<String> names = new ArrayList<>(r.selection.suppliedBy(p).stream().map(Workload::x10Class).toList());
                if (p == r.selection.mechanism() && !r.mechanism.isEmpty()) {
                    names.add("mechanism");
                }
                rows.add(List.of(Integer.toString(i + 1), "`" + p.command() + "`", String.join(", ", names), when(p), p.host(), p.machine(),
                                p.commit()));
            }
            table(md, List.of("run", "command", "cells used", "measured", "host", "machine", "commit"), "rllllll", rows);
        }
        if (r.selection.used().size() > 1) {
            md.append('\n');
            for (int i = 0; i < r.selection.used().size(); i++) {
                RunPart p = r.selection.used().get(i);
                settings(md, r.entries.stream().filter(e -> r.entryPart.get(e) == p).toList(), "Run " + (i + 1) + ": ");
            }
        } else {
            settings(md, r.entries, "");
        }
        if (r.entries.isEmpty()) {
            md.append("\nThe JMH result file holds no suite or mechanism results.\n");
        }
        md.append("\nEvery time is the median of all measurement iterations of all forks of one JMH trial; every ratio is a ratio of two such "
                        + "medians from one run").append(r.selection.used().size() > 1 ? " (a workload's cells all come from one run; hosts differ in speed "
                                        + "from day to day, so compare cells of different runs with care)" : "").append(".\n\n");
    }

    /** The JDK, the JMH settings and the forks' JVM options of these entries, one line each. */
    private static void settings(StringBuilder md, List<JsonObject> entries, String prefix) {
        Set<String> jdks = new LinkedHashSet<>();
        // JMH settings -> benchmark class -> the systems run with them (the fast-path cells may have more forks)
        Map<String, Map<String, Set<String>>> settings = new LinkedHashMap<>();
        Set<String> jvmArgs = new LinkedHashSet<>();
        for (JsonObject e : entries) {
            jdks.add(optional(e, "jdkVersion") + " (" + optional(e, "vmName") + " " + optional(e, "vmVersion") + ")");
            JsonObject params = e.has("params") ? e.getAsJsonObject("params") : new JsonObject();
            settings.computeIfAbsent(jmhSettings(e), k -> new TreeMap<>()).computeIfAbsent(benchmarkClass(optional(e, "benchmark")), k -> new LinkedHashSet<>())
                            .add(optional(params, "system"));
            if (e.has("jvmArgs")) {
                List<String> a = new ArrayList<>();
                e.getAsJsonArray("jvmArgs").forEach(x -> a.add(x.getAsString()));
                jvmArgs.add(String.join(" ", a));
            }
        }
        for (String jdk : jdks) {
            md.append("- ").append(prefix).append("JDK: ").append(jdk).append('\n');
        }
        for (Map.Entry<String, Map<String, Set<String>>> s : settings.entrySet()) {
            List<String> cells = new ArrayList<>();
            for (Map.Entry<String, Set<String>> c : s.getValue().entrySet()) {
                // the systems are named only when the class's cells ran with different settings
                boolean split = settings.values().stream().filter(m -> m.containsKey(c.getKey())).count() > 1;
                cells.add(split ? c.getKey() + " " + String.join(", ", c.getValue()) : c.getKey());
            }
            md.append("- ").append(prefix).append("JMH (").append(String.join("; ", cells)).append("): ").append(s.getKey()).append('\n');
        }
        for (String a : jvmArgs) {
            md.append("- ").append(prefix).append("Fork JVM options: `").append(a).append("`\n");
        }
    }

    /** "2026-12-02 01:00 – 02:05 UTC (65 min)". */
    private static String when(RunPart p) {
        DateTimeFormatter f = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);
        DateTimeFormatter t = DateTimeFormatter.ofPattern("HH:mm").withZone(ZoneOffset.UTC);
        return f.format(p.started()) + " – " + t.format(p.finished()) + " UTC (" + Math.max(1, Math.round(p.took().toSeconds() / 60.0)) + " min)";
    }

    private static String jmhSettings(JsonObject e) {
        StringBuilder s = new StringBuilder();
        s.append("JMH ").append(optional(e, "jmhVersion")).append(", mode ").append(optional(e, "mode"));
        s.append(", forks ").append(optional(e, "forks"));
        s.append(", warmup ").append(optional(e, "warmupIterations")).append(" × ").append(optional(e, "warmupTime"));
        s.append(", measurement ").append(optional(e, "measurementIterations")).append(" × ").append(optional(e, "measurementTime"));
        return s.toString();
    }

    private static String optional(JsonObject o, String member) {
        JsonElement e = o.get(member);
        return e == null || e.isJsonNull() ? "?" : e.getAsString();
    }

    /** This machine, as benchmarks/run records it in the manifest of each run (RunPart). */
    static String machine() {
        Runtime rt = Runtime.getRuntime();
        StringBuilder m = new StringBuilder();
        m.append(rt.availableProcessors()).append(" available processors");
        String cpu = procField("/proc/cpuinfo", "model name");
        if (cpu != null) {
            m.append(" (").append(cpu).append(')');
        }
        String memTotal = procField("/proc/meminfo", "MemTotal");
        if (memTotal != null && memTotal.endsWith(" kB")) {
            double gib = Long.parseLong(memTotal.replace(" kB", "").trim()) / (1024.0 * 1024.0);
            m.append(", ").append(String.format(Locale.ROOT, "%.1f GiB", gib)).append(" memory");
        }
        m.append(", default max heap ").append(String.format(Locale.ROOT, "%.1f GiB", rt.maxMemory() / (1024.0 * 1024 * 1024)));
        m.append(", ").append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.version")).append(' ')
                        .append(System.getProperty("os.arch"));
        return m.toString();
    }

    /** The value of the first "key : value" line of a /proc file, or null if unreadable. */
    private static String procField(String file, String key) {
        try {
            for (String line : Files.readAllLines(Path.of(file), StandardCharsets.UTF_8)) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equals(key)) {
                    return line.substring(colon + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable: the field is simply left out
        }
        return null;
    }

    private static void sizes(StringBuilder md, Results r, List<Workload> workloads, Size profile) {
        md.append("## Sizes\n\n");
        md.append("The argument each X10 function and Java peer gets (`Workloads`). `x10lite-interpreter`, `x10lite-1-smoke` and "
                        + "`graaljs-interpreter` always run at the smoke size.\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (Workload w : workloads) {
            Size used = r.suiteSize.getOrDefault(w, profile);
            String size = Long.toString(w.size(used)) + (used == profile ? "" : " (" + used.label() + ")");
            List<String> row = new ArrayList<>(List.of(w.x10Class(), size, Long.toString(w.size(Size.SMOKE)), Long.toString(w.size(Size.PAPER)),
                            w.paperSource()));
            if (r.selection.used().size() > 1) {
                row.add(r.selection.byWorkload().containsKey(w) ? Integer.toString(r.selection.used().indexOf(r.selection.byWorkload().get(w)) + 1) : DASH);
            }
            rows.add(row);
        }
        List<String> header = new ArrayList<>(List.of("workload", profile.label() + " size", "smoke size (interpreter rows)", "paper size", "paper source"));
        if (r.selection.used().size() > 1) {
            header.add("run");
        }
        table(md, header, r.selection.used().size() > 1 ? "lrrrlr" : "lrrrl", rows);
    }

    private static void times(StringBuilder md, Results r) {
        md.append("## Times\n\n");
        md.append("Median milliseconds per run of the workload (all systems check the result's checksum on every run).\n\n");
        // Columns only for the systems this run measured (a filter may have left some out).
        List<String> systems = r.systems.stream().filter(sys -> r.suite.values().stream().anyMatch(m -> m.containsKey(sys))).toList();
        List<String> notRun = r.systems.stream().filter(sys -> !systems.contains(sys)).toList();
        if (!notRun.isEmpty()) {
            md.append("Not measured: ").append(String.join(", ", notRun)).append(".\n\n");
        }
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<Workload, Map<String, Samples>> e : r.suite.entrySet()) {
            List<String> row = new ArrayList<>();
            row.add(e.getKey().x10Class());
            for (String system : systems) {
                Samples s = e.getValue().get(system);
                row.add(s == null ? DASH : ms(s.median()));
            }
            rows.add(row);
        }
        List<String> header = new ArrayList<>();
        header.add("workload");
        header.addAll(systems);
        table(md, header, "l" + "r".repeat(systems.size()), rows);

        md.append("Spread: minimum – maximum over the same samples.\n\n");
        List<List<String>> spread = new ArrayList<>();
        for (Map.Entry<Workload, Map<String, Samples>> e : r.suite.entrySet()) {
            Workload w = e.getKey();
            for (String system : systems) {
                Samples s = e.getValue().get(system);
                if (s != null) {
                    spread.add(List.of(w.x10Class(), system, Long.toString(w.size(SuiteBenchmark.effectiveSize(system, r.suiteSize.get(w)))), ms(s.median()),
                                    ms(s.min()) + " – " + ms(s.max()), Integer.toString(s.count())));
                }
            }
        }
        table(md, List.of("workload", "system", "size", "median ms", "min – max ms", "samples"), "llrrrr", spread);
    }

    private static void ratios(StringBuilder md, Results r, List<Workload> workloads) {
        md.append("## Ratios\n\n");
        md.append("""
                        - sequential overhead: x10lite-1 ÷ x10lite-elided (what finish/async cost on one worker)
                        - language overhead: x10lite-elided ÷ java (x10lite without its parallel constructs against Java)
                        - fork/join overhead: forkjoin-1 ÷ java (the same for the Java fork/join peer)
                        - speedup: java ÷ x10lite-all and java ÷ forkjoin-all (above 1: faster than sequential Java)
                        - interpreter ÷ compiled: x10lite-interpreter ÷ x10lite-1-smoke (both at smoke size)

                        """);
        List<List<String>> rows = new ArrayList<>();
        for (Workload w : workloads) {
            if (!r.suite.containsKey(w)) {
                continue;
            }
            rows.add(List.of(w.x10Class(), ratio(r.ratio(w, "x10lite-1", "x10lite-elided")), ratio(r.ratio(w, "x10lite-elided", "java")),
                            ratio(r.ratio(w, "forkjoin-1", "java")), ratio(r.ratio(w, "java", "x10lite-all")),
                            ratio(r.ratio(w, "java", "forkjoin-all")), ratio(r.ratio(w, "x10lite-interpreter", "x10lite-1-smoke"))));
        }
        table(md, List.of("workload", "sequential overhead", "language overhead", "fork/join overhead", "speedup x10lite-all",
                        "speedup forkjoin-all", "interpreter ÷ compiled"), "lrrrrrr", rows);
        yardsticks(md, r, workloads);
    }

    /**
     * The scheduling policies with all workers side by side (docs/runtime.md, *Adaptive*): each
     * one's time, adaptive against the better fixed policy, and each one's speedup over one
     * work-first worker beside Java fork/join's over its one worker.
     */
    private static void policies(StringBuilder md, Results r, List<Workload> workloads) {
        List<List<String>> rows = new ArrayList<>();
        for (Workload w : workloads) {
            Samples workFirst = r.time(w, "x10lite-all");
            Samples helpFirst = r.time(w, "x10lite-all-help-first");
            Samples adaptive = r.time(w, "x10lite-all-adaptive");
            if (helpFirst == null && adaptive == null) {
                continue;
            }
            Double best = workFirst == null ? (helpFirst == null ? null : helpFirst.median())
                            : helpFirst == null ? workFirst.median() : Math.min(workFirst.median(), helpFirst.median());
            rows.add(List.of(w.x10Class(), workFirst == null ? DASH : ms(workFirst.median()), helpFirst == null ? DASH : ms(helpFirst.median()),
                            adaptive == null ? DASH : ms(adaptive.median()), ratio(adaptive == null || best == null ? null : best / adaptive.median()),
                            ratio(r.ratio(w, "x10lite-1", "x10lite-all")), ratio(r.ratio(w, "x10lite-1", "x10lite-all-help-first")),
                            ratio(r.ratio(w, "x10lite-1", "x10lite-all-adaptive")), ratio(r.ratio(w, "forkjoin-1", "forkjoin-all"))));
        }
        if (rows.isEmpty()) {
            return;
        }
        md.append("## Scheduling policies\n\n");
        md.append("""
                        All workers under each policy (median ms): work-first (x10lite-all, the default) and adaptive with the same
                        warm-up and iterations, help-first in a JMH run of its own at the default size, warmed up for ten seconds (about as
                        many invocations as the others where it is the better policy; one where an invocation takes longer), as
                        benchmarks/run runs them since 2026-12-02: a run made before had three warm-up iterations for both other policies,
                        which leans against them (each run's JMH settings are listed with the runs). Adaptive ÷ best: the
                        better fixed policy's time ÷ adaptive's (above 1: adaptive is faster than both). Speedups: x10lite-1 (one
                        work-first worker) ÷ each, and forkjoin-1 ÷ forkjoin-all. A dash under work-first on PDFS: the spawn tree
                        is deeper than the stack allows (X10's StackOverflowError), which is what the other policies are for.

                        """);
        table(md, List.of("workload", "work-first ms", "help-first ms", "adaptive ms", "adaptive ÷ best", "speedup work-first", "speedup help-first",
                        "speedup adaptive", "speedup fork/join"), "lrrrrrrrr", rows);
    }

    /** x10lite's sequential code against Java on the same compiler and against a production Truffle language. */
    private static void yardsticks(StringBuilder md, Results r, List<Workload> workloads) {
        List<List<String>> rows = new ArrayList<>();
        for (Workload w : workloads) {
            if (r.time(w, "java-graal") == null && r.time(w, "graaljs") == null && r.time(w, "graaljs-interpreter") == null) {
                continue;
            }
            rows.add(List.of(w.x10Class(), ratio(r.ratio(w, "x10lite-elided", "java")), ratio(r.ratio(w, "x10lite-elided", "java-graal")),
                            ratio(r.ratio(w, "java-graal", "java")), ratio(r.ratio(w, "graaljs", "java-graal")),
                            ratio(r.ratio(w, "x10lite-elided", "graaljs")), ratio(r.ratio(w, "x10lite-interpreter", "graaljs-interpreter"))));
        }
        if (rows.isEmpty()) {
            return;
        }
        md.append("""
                        Sequential speed against two yardsticks: the Java peers with this build's Graal compiler as the JVM's top tier
                        (`java-graal`: the best a Truffle language on this JDK can hope for), and the workloads written as JavaScript
                        (`benchmarks/programs-js`) run by GraalJS on the same optimizing runtime (`graaljs`; `graaljs-interpreter`
                        with `--engine.Compilation=false`, at the smoke size). Below 1: x10lite (or the numerator) is faster.

                        - x10lite ÷ Java on Graal: x10lite-elided ÷ java-graal (x10lite's own overhead; the rest of the gap to C2 is the compiler's)
                        - Graal ÷ C2: java-graal ÷ java
                        - GraalJS ÷ Java on Graal: graaljs ÷ java-graal
                        - x10lite ÷ GraalJS: x10lite-elided ÷ graaljs
                        - interpreters: x10lite-interpreter ÷ graaljs-interpreter (smoke size)

                        """);
        table(md, List.of("workload", "x10lite ÷ Java on C2", "x10lite ÷ Java on Graal", "Graal ÷ C2", "GraalJS ÷ Java on Graal",
                        "x10lite ÷ GraalJS", "interpreters"), "lrrrrrr", rows);
    }

    private static void statistics(StringBuilder md, Map<Workload, List<Stats>> stats) {
        md.append("## Scheduler statistics\n\n");
        md.append("From `StatsProbe`: the last of " + StatsProbe.RUNS + " runs per workload in one process (after warm-up, as the JMH timings), with all workers and `--x10lite.Stats=true` (not a JMH measurement). "
                        + "Victim stop share = victimStopNanos ÷ (run time × workers). Victim stop p50, p99 and max: the time a victim "
                        + "spends in one steal handshake, over the steals of that run (a histogram); first steal: the stop "
                        + "of the first steal of the process, which runs the steal's code for the first time (a dash: none in the first "
                        + "run); first-run max: the longest stop in the first run (the JIT compiler busy on both cores). Loop splits: steals "
                        + "that split a loop (also counted in steals); steal pauses: pauses of a thief whose steals did not pay "
                        + "(docs/runtime.md, *Steal: a handshake*). Each workload runs under work-first (the default) and under adaptive "
                        + "(docs/runtime.md, *Adaptive*): steals are continuations taken off a victim's stack, fresh task steals tasks taken "
                        + "off a deque without stopping anyone; stack-bound tasks: fresh tasks of the stack condition; policy switches: "
                        + "async sites that changed policy in that run. PDFS has no work-first row at sizes where it overflows the stack.\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<Workload, List<Stats>> e : stats.entrySet()) {
          for (Stats s : e.getValue()) {
            String perAsync = s.asyncs == 0 ? DASH : String.format(Locale.ROOT, "%.2e", (double) s.steals / s.asyncs);
            double workerNanos = s.millis * 1e6 * s.workers;
            String stopShare = workerNanos == 0 ? DASH : decimals(100 * s.victimStopNanos / workerNanos) + " %";
            boolean stopped = s.steals > 0;
            String name = e.getKey().x10Class() + (s.policy.equals("work-first") ? "" : " (" + s.policy + ")");
            rows.add(List.of(name, Long.toString(s.size), Long.toString(s.workers), Long.toString(s.millis),
                            Long.toString(s.asyncs), Long.toString(s.steals), perAsync, count(s.loopSplits), Long.toString(s.failedSteals),
                            count(s.stealPauses), count(s.freshTasks), count(s.freshTaskSteals), count(s.stackBoundTasks), count(s.policySwitches), stopShare,
                            stopped ? ms(s.victimStopP50Nanos / 1e3) : DASH, stopped ? ms(s.victimStopP99Nanos / 1e3) : DASH,
                            stopped ? ms(s.victimStopMaxNanos / 1e3) : DASH, s.firstStealStopNanos > 0 ? ms(s.firstStealStopNanos / 1e3) : DASH,
                            ms(s.firstRunVictimStopMaxNanos / 1e3),
                            ms(s.maxStealLatencyNanos / 1e6)));
          }
        }
        table(md, List.of("workload", "size", "workers", "run ms", "asyncs", "steals", "steals per async", "loop splits", "failed steals",
                        "steal pauses", "fresh tasks", "fresh task steals", "stack-bound tasks", "policy switches", "victim stop share",
                        "victim stop p50 µs", "p99 µs", "max µs", "first steal µs", "first-run max µs", "max steal latency ms"), "lrrrrrrrrrrrrrrrrrrrr", rows);
    }

    private static String count(long n) {
        return n < 0 ? DASH : Long.toString(n);
    }

    private static void mechanism(StringBuilder md, Results r) {
        md.append("## Mechanism\n\n");
        md.append("`MechanismBenchmark`: nanoseconds per loop iteration of programs/Mechanism.x10 (median, min – max), compiled, "
                        + "with an unstolen `async` per iteration (asyncs), a `finish` per iteration (finishes) or neither (plain). "
                        + "The cost of one construct is its loop minus the plain loop.\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (String construct : CONSTRUCTS) {
            List<String> row = new ArrayList<>();
            row.add(construct);
            for (String system : MECHANISM_SYSTEMS) {
                Samples s = r.mechanism(construct, system);
                row.add(s == null ? DASH : ms(s.median()) + " (" + ms(s.min()) + " – " + ms(s.max()) + ")");
            }
            rows.add(row);
        }
        Map<String, String> single = Map.of("asyncs", "async", "finishes", "finish");
        for (String construct : List.of("asyncs", "finishes")) {
            List<String> row = new ArrayList<>();
            row.add("one " + single.get(construct) + " = " + construct + " − plain");
            for (String system : MECHANISM_SYSTEMS) {
                Samples a = r.mechanism(construct, system);
                Samples plain = r.mechanism("plain", system);
                row.add(a == null || plain == null ? DASH : ms(a.median() - plain.median()));
            }
            rows.add(row);
        }
        List<String> header = new ArrayList<>();
        header.add("ns per iteration");
        header.addAll(MECHANISM_SYSTEMS);
        table(md, header, "lrr", rows);
    }

    /** A GitHub-flavoured markdown table; align has one letter (l or r) per column. */
    static void table(StringBuilder md, List<String> header, String align, List<List<String>> rows) {
        md.append("| ").append(String.join(" | ", header.stream().map(Report::cell).toList())).append(" |\n|");
        for (int i = 0; i < header.size(); i++) {
            md.append(align.charAt(i) == 'r' ? " ---: |" : " --- |");
        }
        md.append('\n');
        for (List<String> row : rows) {
            md.append("| ").append(String.join(" | ", row.stream().map(Report::cell).toList())).append(" |\n");
        }
        md.append('\n');
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }

    // ---------------------------------------------------------------- numbers

    /** Times (ms or ns): three significant digits (whole units from 100 on), never an exponent. */
    static String ms(double v) {
        return significant(v, 3);
    }

    /** Ratios: two decimals; below 0.1 two significant digits, so that 0.004 does not print as 0.00. */
    static String decimals(double v) {
        return Math.abs(v) >= 0.1 ? String.format(Locale.ROOT, "%.2f", v) : significant(v, 2);
    }

    /** v with the given number of significant digits, as a plain decimal (no fewer than 0 decimals). */
    static String significant(double v, int digits) {
        if (v == 0 || !Double.isFinite(v)) {
            return v == 0 ? "0" : Double.toString(v);
        }
        int magnitude = (int) Math.floor(Math.log10(Math.abs(v)));
        int places = Math.max(0, digits - 1 - magnitude);
        return String.format(Locale.ROOT, "%." + places + "f", v);
    }

    private static String ratio(Double v) {
        return v == null ? DASH : decimals(v);
    }
}
