package org.x10lite.test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The program corpus under {@code tests/programs}: each program with what it must print and how it must end. */
final class Corpus {
    private static final Pattern EXPECT_ERROR = Pattern.compile("//\\s*expect-error:\\s*(\\d+):(\\d+)");
    /** An {@code async} in the source: the scheduling policy changes nothing else a program runs. */
    private static final Pattern SPAWNS = Pattern.compile("\\basync\\b");

    /** One corpus program and its expectations. */
    record Program(Path file, String name, String category, List<String> args, String expectedOut, int expectedExit, String expectedErrorAt, boolean spawns) {
        boolean needsParallelism() {
            return category.equals("parallel-only");
        }

        @Override
        public String toString() {
            return category + "/" + name;
        }
    }

    private Corpus() {
    }

    static Path root() {
        String prop = System.getProperty("x10lite.root");
        Path start = prop != null ? Path.of(prop) : Path.of("").toAbsolutePath();
        for (Path p = start.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("tests/programs"))) {
                return p;
            }
        }
        throw new IllegalStateException("cannot find the repository root (tests/programs) from " + start);
    }

    /**
     * Every corpus program, or with {@code -Dx10lite.corpus=REGEX} those whose path below
     * {@code tests/programs} (e.g. {@code parallel/FinishLeftByReturn.x10}) contains a match.
     */
    static List<Program> programs() {
        Path dir = root().resolve("tests/programs");
        String filter = System.getProperty("x10lite.corpus", "");
        java.util.regex.Pattern wanted = java.util.regex.Pattern.compile(filter);
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.toString().endsWith(".x10"))
                            .filter(f -> filter.isEmpty() || wanted.matcher(dir.relativize(f).toString()).find())
                            .sorted().map(Corpus::load).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Program load(Path file) {
        try {
            String base = file.getFileName().toString().replaceAll("\\.x10$", "");
            Path dir = file.getParent();
            String out = Files.readString(dir.resolve(base + ".out"));
            Path argsFile = dir.resolve(base + ".args");
            List<String> args = Files.exists(argsFile) ? Files.readAllLines(argsFile) : List.of();
            Path exitFile = dir.resolve(base + ".exit");
            int exit = Files.exists(exitFile) ? Integer.parseInt(Files.readString(exitFile).trim()) : 0;
            String errorAt = null;
            String source = Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1);
            Matcher m = EXPECT_ERROR.matcher(source);
            if (exit != 0 && m.find()) {
                errorAt = m.group(1) + ":" + m.group(2);
            }
            return new Program(file, base, dir.getFileName().toString(), args, out, exit, errorAt, SPAWNS.matcher(source).find());
        } catch (IOException e) {
            throw new UncheckedIOException("corpus program " + file + " lacks its expectation files", e);
        }
    }
}
