package org.x10lite.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.x10lite.benchmarks.peers.Workloads.Workload;

/** A run in parts: each workload's cells come from the last part that measured it, and the report says which. */
class RunPartTest {
    @TempDir
    Path dir;

    @Test
    void theLastPartOfAWorkloadSuppliesAllItsCells() throws IOException {
        // the first run measured Fib and NQueens, the second Fib again (on another host) and the mechanism
        Path first = part("20261201T000000Z", "", "FIB,NQUEENS", false, "2026-12-01T00:00:00Z", "2026-12-01T01:00:00Z", "host-a",
                        suite(cell("FIB", "java", 1000), cell("FIB", "x10lite-elided", 3000), cell("NQUEENS", "java", 500),
                                        cell("NQUEENS", "x10lite-elided", 700)));
        Path second = part("20261202T000000Z", "fib|mechanism", "FIB", true, "2026-12-02T00:00:00Z", "2026-12-02T00:30:00Z", "host-b",
                        suite(cell("FIB", "java", 1100), cell("FIB", "x10lite-elided", 1650), mechanismCell("asyncs", 3.5)));

        RunPart.Selection s = select(first, second);
        assertEquals("host-b", s.byWorkload().get(Workload.FIB).host());
        assertEquals("host-a", s.byWorkload().get(Workload.NQUEENS).host());
        assertEquals("host-b", s.mechanism().host());
        assertEquals(List.of("host-a", "host-b"), s.used().stream().map(RunPart::host).toList());

        Path out = dir.resolve("report");
        Report.main(new String[] {out.toString(), first.toString(), second.toString()});
        String md = Files.readString(out.resolve("results.md"), StandardCharsets.UTF_8);
        assertTrue(md.contains("Made from 2 runs"), md);
        // the report keeps the runs it was made from beside it, and only those
        try (var kept = Files.list(out.resolve("runs"))) {
            assertEquals(6, kept.count());
        }
        // (a table cell escapes the filter's bar)
        assertTrue(md.contains("`benchmarks/run default 'fib\\|mechanism'`"), md);
        // Fib's ratio is of the second run's cells only (1650 / 1100), NQueens' of the first's (700 / 500)
        assertTrue(md.contains(ratio(1.5)), md);
        assertTrue(md.contains(ratio(1.4)), md);
        assertFalse(md.contains(ratio(3.0)), "the first run's Fib cells must not be reported: " + md);
    }

    @Test
    void aLaterRunThatLeftAWorkloadOutDoesNotHideIt() throws IOException {
        Path first = part("20261201T000000Z", "", "FIB,NQUEENS", true, "2026-12-01T00:00:00Z", "2026-12-01T01:00:00Z", "host-a",
                        suite(cell("FIB", "java", 1000), cell("NQUEENS", "java", 500), mechanismCell("asyncs", 2.0)));
        Path second = part("20261202T000000Z", "nqueens", "NQUEENS", false, "2026-12-02T00:00:00Z", "2026-12-02T00:10:00Z", "host-b",
                        suite(cell("NQUEENS", "java", 600)));
        RunPart.Selection s = select(first, second);
        assertEquals("host-a", s.byWorkload().get(Workload.FIB).host());
        assertEquals("host-b", s.byWorkload().get(Workload.NQUEENS).host());
        assertEquals("host-a", s.mechanism().host());
    }

    @Test
    void anUnfinishedRunIsRefused() throws IOException {
        Path manifest = dir.resolve("part-default-x.properties");
        Files.writeString(manifest, "profile=default\nfilter=\nworkloads=FIB\nmechanism=false\nstarted=2026-12-01T00:00:00Z\nsuites=s.json\nstats=s.tsv\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunPart.read(manifest));
        assertTrue(e.getMessage().contains("did not finish"), e.getMessage());
    }

    @Test
    void partsOfDifferentSizesAreNotMerged() throws IOException {
        Path a = part("a", "", "FIB", false, "2026-12-01T00:00:00Z", "2026-12-01T01:00:00Z", "h", suite(cell("FIB", "java", 1)));
        Path b = Files.writeString(dir.resolve("part-smoke-b.properties"), Files.readString(a).replace("profile=default", "profile=smoke"));
        assertThrows(IllegalArgumentException.class, () -> select(a, b));
    }

    @Test
    void aLaterRunWithoutCellsOfAWorkloadDoesNotHideIt() throws IOException {
        // the second run was asked for NQueens, but its trials failed: no cell
        Path first = part("20261201T000000Z", "", "NQUEENS", false, "2026-12-01T00:00:00Z", "2026-12-01T01:00:00Z", "host-a",
                        suite(cell("NQUEENS", "java", 500), cell("NQUEENS", "x10lite-elided", 700)));
        Path second = part("20261202T000000Z", "nqueens", "NQUEENS", false, "2026-12-02T00:00:00Z", "2026-12-02T00:10:00Z", "host-b", suite());
        Path out = dir.resolve("report");
        Files.createDirectories(out.resolve("runs"));
        Files.writeString(out.resolve("runs").resolve("README"), "not a run");
        Report.main(new String[] {out.toString(), first.toString(), second.toString()});
        String md = Files.readString(out.resolve("results.md"), StandardCharsets.UTF_8);
        assertTrue(md.contains(ratio(1.4)), md);
        assertTrue(md.contains("host host-a"), md);
        assertFalse(md.contains("host-b"), "a run that supplies nothing is not listed: " + md);
        // only the run used is kept beside the report; a file that is not a run's stays
        try (var kept = Files.list(out.resolve("runs"))) {
            assertEquals(List.of("README", "part-default-20261201T000000Z.properties", "stats-20261201T000000Z.tsv", "suite-20261201T000000Z.json"),
                            kept.map(f -> f.getFileName().toString()).sorted().toList());
        }
    }

    /** The selection as Report makes it, with each part's listed workloads taken as measured. */
    private static RunPart.Selection select(Path... manifests) throws IOException {
        List<RunPart> parts = new ArrayList<>();
        Map<RunPart, Set<Workload>> measured = new HashMap<>();
        Set<RunPart> mechanism = new HashSet<>();
        for (Path m : manifests) {
            RunPart p = RunPart.read(m);
            parts.add(p);
            measured.put(p, Set.copyOf(p.workloads()));
            if (p.mechanism()) {
                mechanism.add(p);
            }
        }
        return RunPart.newestPerWorkload(parts, measured, mechanism);
    }

    private static String ratio(double v) {
        return String.format(Locale.ROOT, "| %.2f |", v);
    }

    private Path part(String stamp, String filter, String workloads, boolean mechanism, String started, String finished, String host,
                    String suiteJson) throws IOException {
        Files.writeString(dir.resolve("suite-" + stamp + ".json"), suiteJson);
        Files.writeString(dir.resolve("stats-" + stamp + ".tsv"), String.join("\t", StatsProbe.COLUMNS) + "\n");
        String manifest = "profile=default\nfilter=" + filter + "\nworkloads=" + workloads + "\nmechanism=" + mechanism + "\nstarted=" + started
                        + "\nfinished=" + finished + "\nhost=" + host + "\nmachine=2 processors\ncommit=abc1234\nsuites=suite-" + stamp
                        + ".json\nstats=stats-" + stamp + ".tsv\n";
        return Files.writeString(dir.resolve("part-default-" + stamp + ".properties"), manifest);
    }

    private static String suite(String... cells) {
        return "[" + String.join(",", cells) + "]";
    }

    private static String cell(String workload, String system, double ms) {
        return "{\"benchmark\":\"org.x10lite.benchmarks.SuiteBenchmark.run\",\"params\":{\"workload\":\"" + workload + "\",\"system\":\"" + system
                        + "\",\"size\":\"default\"},\"primaryMetric\":{\"score\":" + ms + ",\"scoreUnit\":\"ms/op\",\"rawData\":[[" + ms + "]]}}";
    }

    private static String mechanismCell(String construct, double ns) {
        return "{\"benchmark\":\"org.x10lite.benchmarks.MechanismBenchmark.run\",\"params\":{\"construct\":\"" + construct
                        + "\",\"system\":\"x10lite-1\"},\"primaryMetric\":{\"score\":" + ns + ",\"scoreUnit\":\"ns/op\",\"rawData\":[[" + ns + "]]}}";
    }
}
