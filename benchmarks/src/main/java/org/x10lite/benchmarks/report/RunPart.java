package org.x10lite.benchmarks.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

import org.x10lite.benchmarks.peers.Workloads.Size;
import org.x10lite.benchmarks.peers.Workloads.Workload;

/**
 * One run of {@code benchmarks/run}: what it measured, when, where and on which commit, and
 * where its raw results are. The script writes it as {@code benchmarks/out/part-PROFILE-TIME.properties}.
 *
 * <p>A full run of the default profile takes longer than a session on a slow host, so the suite
 * can be run in parts (a filter over workloads each) and the parts merged into one report
 * ({@link #newestPerWorkload}). Each workload's cells all come from one part, so every ratio
 * the report prints is still a ratio of two medians of one run on one host.
 */
record RunPart(Path manifest, Size profile, String filter, List<Workload> workloads, boolean mechanism, Instant started, Instant finished,
                String machine, String host, String commit, List<Path> suites, Path stats) {

    /** Reads a part's manifest; relative result paths are relative to the manifest's folder. */
    static RunPart read(Path manifest) throws IOException {
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(manifest, StandardCharsets.UTF_8)) {
            p.load(in);
        }
        Path dir = manifest.toAbsolutePath().getParent();
        List<Workload> workloads = new ArrayList<>();
        for (String w : required(p, manifest, "workloads").split(",")) {
            if (!w.isBlank()) {
                workloads.add(Workload.byName(w.trim()));
            }
        }
        List<Path> suites = new ArrayList<>();
        for (String s : required(p, manifest, "suites").split(java.io.File.pathSeparator)) {
            if (!s.isBlank()) {
                suites.add(dir.resolve(s.trim()));
            }
        }
        String finished = p.getProperty("finished", "");
        if (finished.isBlank()) {
            throw new IllegalArgumentException(manifest + ": the run did not finish (no 'finished' time): not a part to report");
        }
        return new RunPart(manifest.toAbsolutePath(), Size.parse(required(p, manifest, "profile")), p.getProperty("filter", ""), List.copyOf(workloads),
                        Boolean.parseBoolean(required(p, manifest, "mechanism")), Instant.parse(required(p, manifest, "started")),
                        Instant.parse(finished), p.getProperty("machine", "?"), p.getProperty("host", "?"), p.getProperty("commit", "?"),
                        List.copyOf(suites), dir.resolve(required(p, manifest, "stats")));
    }

    private static String required(Properties p, Path manifest, String key) {
        String v = p.getProperty(key);
        if (v == null) {
            throw new IllegalArgumentException(manifest + ": no '" + key + "' (not a part written by benchmarks/run)");
        }
        return v;
    }

    Duration took() {
        return Duration.between(started, finished);
    }

    /** The command that made this part. */
    String command() {
        return "benchmarks/run " + profile.label() + (filter.isEmpty() ? "" : " '" + filter + "'");
    }

    /**
     * Which part supplies each workload's cells and statistics, and the mechanism's: the part
     * that finished last among those that measured it (that have at least one cell of it:
     * {@code measured}, {@code measuredMechanism}; a run whose trials of a workload all failed
     * does not hide an earlier run's cells). Parts that end up supplying nothing are left out.
     * All parts must be of one profile.
     */
    record Selection(Map<Workload, RunPart> byWorkload, RunPart mechanism, List<RunPart> used) {
        /** The workloads whose cells come from {@code part}. */
        Set<Workload> suppliedBy(RunPart part) {
            Set<Workload> supplied = EnumSet.noneOf(Workload.class);
            byWorkload.forEach((w, p) -> {
                if (p == part) {
                    supplied.add(w);
                }
            });
            return supplied;
        }
    }

    static Selection newestPerWorkload(List<RunPart> parts, Map<RunPart, Set<Workload>> measured, Set<RunPart> measuredMechanism) {
        Set<Size> profiles = new LinkedHashSet<>();
        parts.forEach(p -> profiles.add(p.profile()));
        if (profiles.size() > 1) {
            throw new IllegalArgumentException("parts of different profiles cannot be merged: " + profiles);
        }
        List<RunPart> newestFirst = new ArrayList<>(parts);
        newestFirst.sort(Comparator.comparing(RunPart::finished).thenComparing(RunPart::started)
                        .thenComparing(p -> p.manifest().getFileName().toString()).reversed());
        Map<Workload, RunPart> byWorkload = new EnumMap<>(Workload.class);
        RunPart mechanism = null;
        for (RunPart p : newestFirst) {
            for (Workload w : measured.getOrDefault(p, Set.of())) {
                byWorkload.putIfAbsent(w, p);
            }
            if (mechanism == null && measuredMechanism.contains(p)) {
                mechanism = p;
            }
        }
        Set<RunPart> used = new LinkedHashSet<>(byWorkload.values());
        if (mechanism != null) {
            used.add(mechanism);
        }
        List<RunPart> usedInOrder = new ArrayList<>(used);
        usedInOrder.sort(Comparator.comparing(RunPart::started));
        return new Selection(byWorkload, mechanism, List.copyOf(usedInOrder));
    }

    /**
     * Makes {@code dir} hold exactly the given parts' manifests and result files (a part already
     * there stays as it is): other runs' files there are deleted, anything else is left alone.
     */
    static void keep(List<RunPart> parts, Path dir) throws IOException {
        Files.createDirectories(dir);
        Set<Path> kept = new LinkedHashSet<>();
        for (RunPart p : parts) {
            List<Path> files = new ArrayList<>(p.suites());
            files.add(p.stats());
            files.add(p.manifest());
            for (Path f : files) {
                if (!Files.exists(f)) {
                    continue; // a run without statistics: the report said so
                }
                Path target = dir.resolve(f.getFileName());
                if (!Files.isSameFile(f.getParent(), dir)) {
                    Files.copy(f, target, StandardCopyOption.REPLACE_EXISTING);
                }
                kept.add(target.getFileName());
            }
        }
        try (var present = Files.list(dir)) {
            for (Path f : present.toList()) {
                if (Files.isRegularFile(f) && isRunFile(f.getFileName().toString()) && !kept.contains(f.getFileName())) {
                    Files.delete(f);
                }
            }
        }
    }

    /** A file benchmarks/run writes for a run (its manifest, a JMH result, its statistics). */
    private static boolean isRunFile(String name) {
        return name.startsWith("part-") || name.startsWith("suite-") || name.startsWith("stats-");
    }
}
