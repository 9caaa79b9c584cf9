package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * {@code tools/soak MINUTES}: generated programs through the whole matrix for as long as asked
 * (or one program, {@code tools/soak --seed S}, to replay a failure). Every failure is printed
 * with its seed and saved under {@code tests/target/soak/}; the run goes on and fails at the end.
 */
@EnabledIfSystemProperty(named = "x10lite.soak", matches = ".+")
class SoakTest {
    @Test
    void soak() throws IOException {
        String arg = System.getProperty("x10lite.soak");
        boolean replay = arg.startsWith("seed=");
        long deadline = replay ? Long.MAX_VALUE : System.nanoTime() + (long) (Double.parseDouble(arg) * 60e9);
        Path saved = Path.of(System.getProperty("x10lite.root", "."), "tests", "target", "soak");
        List<X10Runner.Config> matrix = GeneratedPrograms.fullMatrix();
        int programs = 0;
        int failures = 0;
        long lastReport = System.nanoTime();
        while (System.nanoTime() < deadline) {
            long seed = replay ? Long.parseLong(arg.substring(5)) : ThreadLocalRandom.current().nextLong();
            String source = ProgramGenerator.generate(new Choices(GeneratedPrograms.choicesOf(seed))).source();
            String problem = GeneratedPrograms.disagreement(source, matrix);
            programs++;
            if (problem != null) {
                failures++;
                Files.createDirectories(saved);
                Path file = saved.resolve("Gen-" + seed + ".x10");
                Files.writeString(file, source);
                System.out.println("soak: FAILED seed=" + seed + " (program saved as " + file + ")\n" + problem);
            }
            if (replay) {
                System.out.println(source);
                break;
            }
            if (System.nanoTime() - lastReport > 60e9) {
                lastReport = System.nanoTime();
                System.out.println(report(programs, failures));
            }
        }
        System.out.println(report(programs, failures));
        assertEquals(0, failures, failures + " generated programs disagreed with their elision (seeds above)");
    }

    private static String report(int programs, int failures) {
        return "soak: " + programs + " programs, " + GeneratedPrograms.runs + " runs, " + GeneratedPrograms.steals + " steals, " + failures + " failures";
    }
}
