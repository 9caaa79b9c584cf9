package org.x10lite.benchmarks.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.x10lite.benchmarks.peers.Workloads.Size;
import org.x10lite.benchmarks.peers.Workloads.Workload;
import org.x10lite.benchmarks.report.Charts.Series;

/**
 * The report of {@code benchmarks/startup}: from its raw times (one line per process: case,
 * launch, wall seconds) the medians with their spread, the ratios that issue 37 asks about, and
 * a chart, written as {@code startup.md} and {@code startup.png}.
 *
 * <pre>StartupReport RAW.tsv OUTDIR SECONDS HOST     the report
 * StartupReport --size WORKLOAD                    prints the workload's program and start-up size</pre>
 */
public final class StartupReport {
    static final String JAVA = "java";
    static final String ELIDED = "elided";
    static final String ONE = "1 worker";
    static final String TWO = "2 workers";
    static final String TWO_HELP_FIRST = "2 workers, help-first";
    static final String TWO_ADAPTIVE = "2 workers, adaptive";
    /** The launches of a workload, in the table's and the chart's order. */
    static final List<String> WORKLOAD_LAUNCHES = List.of(JAVA, ELIDED, ONE, TWO, TWO_HELP_FIRST, TWO_ADAPTIVE);
    static final String IMAGE = "image";
    static final String JARS = "jars";

    private StartupReport() {
    }

    /** The wall times of one case and launch, in seconds. */
    record Cell(List<Double> seconds) {
        double median() {
            List<Double> s = sorted();
            int n = s.size();
            return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
        }

        double min() {
            return sorted().get(0);
        }

        double max() {
            return sorted().get(seconds.size() - 1);
        }

        private List<Double> sorted() {
            List<Double> s = new ArrayList<>(seconds);
            Collections.sort(s);
            return s;
        }

        String show() {
            return String.format(Locale.ROOT, "%.2f (%.2f – %.2f)", median(), min(), max());
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[0].equals("--size")) {
            Workload w = Workload.byName(args[1]);
            System.out.println(w.x10Class() + " " + w.size(Size.STARTUP));
            return;
        }
        if (args.length != 4) {
            System.err.println("usage: StartupReport RAW.tsv OUTDIR SECONDS HOST | StartupReport --size WORKLOAD");
            System.exit(2);
        }
        System.setProperty("java.awt.headless", "true");
        Map<String, Map<String, Cell>> cells = read(Path.of(args[0]));
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        boolean chart = chart(cells, out);
        Path raw = Path.of(args[0]);
        // when the run ended (its last time written), not when the report was made
        ZonedDateTime ended = Files.getLastModifiedTime(raw).toInstant().atZone(ZoneOffset.UTC);
        Files.writeString(out.resolve("startup.md"), markdown(cells, ended, args[2], args[3], raw.getFileName().toString(), chart), StandardCharsets.UTF_8);
        System.err.println("StartupReport: wrote " + out.resolve("startup.md") + (chart ? " and startup.png" : ""));
    }

    /** case → launch → times, in the order the run wrote them. */
    static Map<String, Map<String, Cell>> read(Path raw) throws IOException {
        Map<String, Map<String, Cell>> cells = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(raw, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t");
            if (f.length != 3) {
                throw new IOException(raw + ": not case<TAB>launch<TAB>seconds: " + line);
            }
            cells.computeIfAbsent(f[0], k -> new LinkedHashMap<>()).computeIfAbsent(f[1], k -> new Cell(new ArrayList<>())).seconds.add(Double.parseDouble(f[2]));
        }
        return cells;
    }

    /** The workloads' cases: those with a Java peer. */
    private static List<String> workloadCases(Map<String, Map<String, Cell>> cells) {
        return cells.entrySet().stream().filter(e -> e.getValue().containsKey(JAVA)).map(Map.Entry::getKey).toList();
    }

    private static Double ratio(Map<String, Cell> row, String numerator, String denominator) {
        Cell n = row.get(numerator);
        Cell d = row.get(denominator);
        return n == null || d == null ? null : n.median() / d.median();
    }

    /** The faster fixed policy's median with 2 workers ÷ adaptive's; null without both fixed policies and adaptive. */
    static Double betterFixedOverAdaptive(Map<String, Cell> row) {
        Double workFirst = ratio(row, TWO, TWO_ADAPTIVE);
        Double helpFirst = ratio(row, TWO_HELP_FIRST, TWO_ADAPTIVE);
        return workFirst == null || helpFirst == null ? null : Math.min(workFirst, helpFirst);
    }

    private static String show(Double ratio) {
        return ratio == null ? "—" : String.format(Locale.ROOT, "%.2f", ratio);
    }

    static String markdown(Map<String, Map<String, Cell>> cells, ZonedDateTime ended, String seconds, String host, String rawName, boolean chart) {
        StringBuilder md = new StringBuilder();
        md.append("# Time to result\n\n");
        md.append("Written by `benchmarks/startup` (").append(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").format(ended))
                        .append(" UTC, host `").append(host).append("`, ").append(Runtime.getRuntime().availableProcessors()).append(" processors, ")
                        .append(seconds).append(" s; raw times in `benchmarks/out/").append(rawName).append("`, not kept in git).\n");
        md.append("Wall time of whole processes in seconds: median (min – max) over the processes run, paired: the launches of a case\n");
        md.append("alternate. Every output is checked. Compare cells of this run only: these hosts change speed from day to day.\n\n");
        md.append("## The image against the jars\n\n");
        md.append("`image`: `launcher/target/image/x10lite/bin/x10lite` (tools/build-image); `jars`: `X10LITE_IMAGE=off ./x10lite`, the launch before the image.\n\n");
        md.append("| case | image | jars | jars ÷ image |\n| --- | ---: | ---: | ---: |\n");
        for (Map.Entry<String, Map<String, Cell>> e : cells.entrySet()) {
            Map<String, Cell> row = e.getValue();
            if (row.containsKey(IMAGE)) {
                md.append("| ").append(e.getKey()).append(" | ").append(row.get(IMAGE).show()).append(" | ")
                                .append(row.containsKey(JARS) ? row.get(JARS).show() : "—").append(" | ").append(show(ratio(row, JARS, IMAGE))).append(" |\n");
            }
        }
        List<String> workloads = workloadCases(cells);
        if (!workloads.isEmpty()) {
            md.append("\n## The workloads at their start-up size, with the image\n\n");
            md.append("`java`: the suite's sequential Java peer, one run in a fresh JVM (`RunSequential`); the x10lite columns run\n");
            md.append("`benchmarks/programs/<Workload>.x10` with the image: elided, with 1 and 2 workers under work-first (the default\n");
            md.append("policy), and with 2 workers under help-first and adaptive (`--x10lite.Policy`). Better fixed ÷ adaptive: the faster of\n");
            md.append("work-first and help-first with 2 workers ÷ adaptive (above 1: adaptive is faster than both). Sizes: `Workloads.Size.STARTUP`.\n\n");
            md.append("| workload | java | elided | 1 worker | 2 workers | 2 workers, help-first | 2 workers, adaptive | elided ÷ java | 2 workers ÷ 1 worker | better fixed ÷ adaptive |\n");
            md.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
            for (String w : workloads) {
                Map<String, Cell> row = cells.get(w);
                md.append("| ").append(w);
                for (String launch : WORKLOAD_LAUNCHES) {
                    md.append(" | ").append(row.containsKey(launch) ? row.get(launch).show() : "—");
                }
                md.append(" | ").append(show(ratio(row, ELIDED, JAVA))).append(" | ").append(show(ratio(row, TWO, ONE)))
                                .append(" | ").append(show(betterFixedOverAdaptive(row))).append(" |\n");
            }
            if (chart) {
                md.append("\n![Time to result per workload](startup.png)\n");
            }
        }
        return md.toString();
    }

    private static boolean chart(Map<String, Map<String, Cell>> cells, Path out) throws IOException {
        List<String> workloads = workloadCases(cells);
        List<Series> series = new ArrayList<>();
        for (String launch : WORKLOAD_LAUNCHES) {
            // short names: six side by side must fit the legend's one row
            String name = launch.equals(JAVA) ? "sequential Java" : launch;
            series.add(new Series(name, workloads.stream().map(w -> cells.get(w).containsKey(launch) ? cells.get(w).get(launch).median() : null).toList()));
        }
        // the program's name alone (its size is in the table): the labels share the axis
        List<String> labels = workloads.stream().map(w -> w.split(" ")[0]).toList();
        return Charts.barChart(out, "startup", "Time to result: whole processes at the start-up size, x10lite's image (median seconds; lower is better)", "seconds",
                        labels, series, false);
    }
}
