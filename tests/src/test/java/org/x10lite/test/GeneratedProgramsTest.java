package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.x10lite.test.ProgramGenerator.Construct;

/**
 * Differential testing: generated programs must print, in every runtime configuration, what
 * their serial elision prints. jqwik shrinks a failing program's choices, so a failure is
 * reported as a small program (and its seed: rerun with {@code @Property(seed = ...)}).
 *
 * <p>Each program runs under the elision, the eight interpreter configurations of work-first,
 * two of the eight compiled ones (compiling every function on first call costs a few hundred
 * milliseconds per run), one of the sixteen of help-first and one of the sixteen of adaptive;
 * successive programs take the others in turn, so the whole matrix is covered many times over.
 * {@code tools/soak} runs every program through all forty-eight.
 */
class GeneratedProgramsTest {
    private static final AtomicInteger programs = new AtomicInteger();

    @Property(tries = 200, shrinking = ShrinkingMode.BOUNDED)
    void everyConfigurationPrintsWhatTheElisionPrints(@ForAll @Size(max = 400) List<@IntRange(min = 0, max = 999) Integer> choices) {
        String source = ProgramGenerator.generate(new Choices(choices)).source();
        List<X10Runner.Config> all = GeneratedPrograms.fullMatrix();
        List<X10Runner.Config> matrix = new ArrayList<>(all.subList(0, 8));
        int n = programs.getAndIncrement();
        matrix.add(all.get(8 + (2 * n) % 8));
        matrix.add(all.get(8 + (2 * n + 1) % 8));
        matrix.add(all.get(16 + n % 16));
        matrix.add(all.get(32 + n % 16));
        assertNull(GeneratedPrograms.disagreement(source, matrix), () -> "generated program:\n" + source);
    }

    @Example
    void theGeneratorMakesEveryConstruct() {
        EnumSet<Construct> seen = EnumSet.noneOf(Construct.class);
        for (long seed = 0; seed < 300; seed++) {
            seen.addAll(ProgramGenerator.generate(new Choices(GeneratedPrograms.choicesOf(seed))).constructs());
        }
        assertEquals(EnumSet.allOf(Construct.class), seen, "constructs never generated in 300 programs");
    }

    @Example
    void exhaustedChoicesMakeTheSmallestProgram() {
        String smallest = ProgramGenerator.generate(new Choices(List.of())).source();
        assertEquals(smallest, ProgramGenerator.generate(new Choices(List.of(0, 0, 0))).source());
        assertNull(GeneratedPrograms.disagreement(smallest, GeneratedPrograms.fullMatrix().subList(0, 2)));
    }
}
