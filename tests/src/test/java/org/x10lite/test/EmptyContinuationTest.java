package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A continuation that would only wait at the end of a finish is never stolen: after the last
 * async of a finish body (here inside a branch and the last iteration of a range loop) the
 * activity reaches the finish's end at once, and that finish cannot end while the async runs.
 * Thieves ask all the while (steal stress) and every request fails; a younger continuation, one
 * with work after the async, is still taken.
 */
class EmptyContinuationTest {
    private static final String ONLY_FINISH_ENDS = """
                    public class OnlyFinishEnds {
                        static def spin(n:Long):Long { var s:Long = 0; for (k in 1..n) s = (s + k * k) % 1000003; return s; }
                        public static def main(args:Rail[String]) {
                            val r = new Rail[Long](3);
                            finish async r(0) = spin(3000000);
                            finish { val x = 1; if (x > 0) { async r(1) = spin(3000000); } }
                            finish for (i in 2..2) async r(i) = spin(3000000);
                            Console.OUT.println(r(0) + r(1) + r(2));
                        }
                    }
                    """;

    private static final String WORK_AFTER = """
                    public class WorkAfter {
                        static def spin(n:Long):Long { var s:Long = 0; for (k in 1..n) s = (s + k * k) % 1000003; return s; }
                        public static def main(args:Rail[String]) {
                            val r = new Rail[Long](2);
                            finish { async r(0) = spin(3000000); r(1) = spin(3000000); }
                            Console.OUT.println(r(0) + r(1));
                        }
                    }
                    """;

    private static final Pattern STEALS = Pattern.compile(" steals=(\\d+)");
    private static final Pattern FAILED = Pattern.compile(" failedSteals=(\\d+)");
    private static final Pattern EMPTY = Pattern.compile(" emptyAnswers=(\\d+)");

    @ParameterizedTest
    @ValueSource(strings = {"INTERPRETER", "COMPILED"})
    void aContinuationThatOnlyEndsAFinishIsNotStolen(String mode) {
        String stats = stats("OnlyFinishEnds", ONLY_FINISH_ENDS, mode);
        assertEquals(0, number(STEALS, stats), "a continuation with nothing to run was stolen:\n" + stats);
        assertTrue(number(FAILED, stats) > 0, "no thief asked (not a useful run):\n" + stats);
        // the victims looked and answered with nothing (the other failures are requests that timed out)
        long empty = number(EMPTY, stats);
        assertTrue(empty > 0 && empty <= number(FAILED, stats), "empty answers not counted among the failed steals:\n" + stats);
    }

    @ParameterizedTest
    @ValueSource(strings = {"INTERPRETER", "COMPILED"})
    void aContinuationWithWorkAfterTheAsyncIsStolen(String mode) {
        assertTrue(number(STEALS, stats("WorkAfter", WORK_AFTER, mode)) > 0);
    }

    private static String stats(String name, String program, String mode) {
        Map<String, String> options = new java.util.HashMap<>(X10Runner.Mode.valueOf(mode).options);
        options.put("x10lite.Workers", "2");
        options.put("x10lite.StealStress", "true");
        options.put("x10lite.Stats", "true");
        X10Runner.Result result = X10Runner.run(name + ".x10", program, List.of(), options);
        assertEquals(0, result.exit(), result.err());
        return result.err();
    }

    private static long number(Pattern p, String text) {
        Matcher m = p.matcher(text);
        assertTrue(m.find(), "no " + p.pattern() + " in: " + text);
        return Long.parseLong(m.group(1));
    }
}
