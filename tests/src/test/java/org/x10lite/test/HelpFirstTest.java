package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.x10lite.test.X10Runner.Result;

/**
 * What help-first is for (seed 002): a spawn tree as deep as a graph, the parallel depth-first
 * search of seed 004's Figure 1 on a chain, overflows the stack under work-first, where each
 * async's body runs on top of its parent; under help-first each body is a task of its own and the
 * stack stays flat. And help-first's steals stop no victim.
 */
class HelpFirstTest {
    private static final String CHAIN_DFS = """
                    public class ChainDfs {
                        static class Vertex {
                            var parent:Vertex = null;
                            var next:Vertex = null;
                            def tryLabel(p:Vertex):Boolean {
                                var won:Boolean = false;
                                atomic if (parent == null) { parent = p; won = true; }
                                return won;
                            }
                            def compute():void {
                                val e = next;
                                if (e != null && e.tryLabel(this)) {
                                    async e.compute();
                                }
                            }
                        }
                        public static def main(args:Rail[String]) {
                            val n = Long.parse(args(0));
                            val vs = new Rail[Vertex](n, (Long) => new Vertex());
                            for (i in 0..(n - 2)) vs(i).next = vs(i + 1);
                            vs(0).parent = vs(0);
                            finish vs(0).compute();
                            var labelled:Long = 0;
                            for (v in vs) if (v.parent != null) labelled++;
                            Console.OUT.println("labelled " + labelled);
                        }
                    }
                    """;

    /**
     * Deep enough that work-first overflows a 16 MB stack (the test JVM's) even where every level
     * runs compiled in a few dozen bytes of stack: 200 000 fitted once in a warm JVM.
     */
    private static final long VERTICES = 1_000_000;
    // compiled the usual way (the optimizing runtime, compiling hot code)
    private static final Pattern STAT = Pattern.compile(" (\\w+)=(\\d+)");

    @Test
    void aSpawnTreeAsDeepAsTheGraphRunsUnderHelpFirst() {
        Result r = X10Runner.run("ChainDfs.x10", CHAIN_DFS, List.of(Long.toString(VERTICES)),
                        Map.of("engine.Compilation", "true", "x10lite.Workers", "2", "x10lite.Policy", "help-first", "x10lite.Stats", "true"));
        assertEquals("labelled " + VERTICES + "\n", r.out(), r.err());
        Map<String, Long> stats = stats(r.err());
        assertEquals(VERTICES - 1, stats.get("freshTasks"), "every async left its body on a deque");
        assertEquals(0, stats.get("steals"), "a continuation was stolen under help-first");
        assertEquals(0, stats.get("victimStopNanos"), "a help-first steal stopped a victim");
    }

    /**
     * The adaptive policy runs the same tree with bodies in place, as work-first does, until the
     * stack holds the stack bound's asyncs in place; there it leaves a fresh task (SLAW's stack
     * condition), so one fresh task per bound's worth of levels. One worker: no steal, so no site
     * turns help-first and every fresh task is the stack condition's.
     */
    @Test
    void theAdaptivePolicyBoundsTheStackOfTheSameTree() {
        Result r = X10Runner.run("ChainDfs.x10", CHAIN_DFS, List.of(Long.toString(VERTICES)),
                        Map.of("engine.Compilation", "true", "x10lite.Workers", "1", "x10lite.Policy", "adaptive", "x10lite.AdaptiveStackBound", "100", "x10lite.Stats", "true"));
        assertEquals("labelled " + VERTICES + "\n", r.out(), r.err());
        Map<String, Long> stats = stats(r.err());
        // a chain: every hundredth level is a fresh task (the levels below the first in place make the bound)
        assertEquals((VERTICES - 1) / 101, stats.get("freshTasks"), r.err());
        assertEquals(stats.get("freshTasks"), stats.get("stackBoundTasks"));
        assertEquals(0, stats.get("policySwitches"));
    }

    @Test
    void theSameTreeOverflowsTheStackUnderWorkFirst() {
        Result r = X10Runner.run("ChainDfs.x10", CHAIN_DFS, List.of(Long.toString(VERTICES)), Map.of("engine.Compilation", "true", "x10lite.Workers", "1"));
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().startsWith("Uncaught exception: x10.lang.MultipleExceptions") && r.err().contains("x10.lang.StackOverflowError"), r.err());
    }

    private static Map<String, Long> stats(String err) {
        String line = err.lines().filter(l -> l.startsWith("x10lite.stats:")).findFirst().orElseThrow(() -> new AssertionError("no statistics line in:\n" + err));
        Map<String, Long> values = new java.util.HashMap<>();
        Matcher m = STAT.matcher(line);
        while (m.find()) {
            values.put(m.group(1), Long.parseLong(m.group(2)));
        }
        assertTrue(values.containsKey("freshTasks"), line);
        return values;
    }
}
