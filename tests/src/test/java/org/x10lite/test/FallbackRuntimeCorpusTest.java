package org.x10lite.test;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.x10lite.scheduler.SchedulingPolicy;
import org.x10lite.test.X10Runner.Config;
import org.x10lite.test.X10Runner.Mode;

/**
 * The corpus on Truffle's fallback runtime, the one a JVM without JVMCI gets (an embedder who
 * misses a flag, a JDK without the Graal compiler): steals work there too, with the results of
 * the serial elision. Frames are never virtual on that runtime, so a steal reads and writes the
 * interpreter's frames directly; the optimizing runtime's interpreter mode (CorpusTest) does not
 * take that path. Runs only in the surefire execution {@code fallback-runtime} (tests/pom.xml),
 * whose JVM starts without JVMCI and without the compiler; {@link X10Runner} checks that the
 * fallback runtime is the one in use.
 */
@Tag("fallback-runtime")
class FallbackRuntimeCorpusTest {

    /** Two and four workers, each with and without steal stress; and under help-first and adaptive, two with stress and four without. */
    static List<Config> configurations() {
        return List.of(new Config(Mode.FALLBACK, 2, false, false), new Config(Mode.FALLBACK, 2, true, false), new Config(Mode.FALLBACK, 4, false, false),
                        new Config(Mode.FALLBACK, 4, true, false), new Config(Mode.FALLBACK, 2, true, false, SchedulingPolicy.HELP_FIRST),
                        new Config(Mode.FALLBACK, 4, false, false, SchedulingPolicy.HELP_FIRST), new Config(Mode.FALLBACK, 2, true, false, SchedulingPolicy.ADAPTIVE),
                        new Config(Mode.FALLBACK, 4, false, false, SchedulingPolicy.ADAPTIVE));
    }

    @TestFactory
    Stream<DynamicContainer> fallbackRuntime() {
        return configurations().stream().map(c -> DynamicContainer.dynamicContainer(c.toString(),
                        Corpus.programs().stream().filter(p -> c.policy() == SchedulingPolicy.WORK_FIRST || p.spawns())
                                        .map(p -> DynamicTest.dynamicTest(p.toString(), p.file().toUri(), () -> CorpusTest.check(p, c)))));
    }
}
