package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import com.oracle.truffle.api.debug.Breakpoint;
import com.oracle.truffle.api.debug.DebugScope;
import com.oracle.truffle.api.debug.DebugStackFrame;
import com.oracle.truffle.api.debug.DebugValue;
import com.oracle.truffle.api.debug.Debugger;
import com.oracle.truffle.api.debug.DebuggerSession;
import com.oracle.truffle.api.debug.SuspendedEvent;
import com.oracle.truffle.api.instrumentation.SourceSectionFilter;
import com.oracle.truffle.api.instrumentation.StandardTags.RootTag;
import com.oracle.truffle.tools.profiler.CPUTracer;
import com.oracle.truffle.tools.profiler.MemoryTracer;
import com.oracle.truffle.tools.profiler.ProfilerNode;
import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.x10lite.X10Language;
import org.x10lite.launcher.ProgramRunner;

/**
 * GraalVM's tools on x10lite programs, driven through their Java APIs: the CPU tracer counts a
 * function's activations (its body carries {@code RootTag}), the memory tracer sees every object
 * and Rail made on any worker, and the debugger stops at line
 * breakpoints on the workers, steps by statements and calls, and reads locals by name, in a
 * stolen continuation too. Under every scheduling policy and the serial elision; with steal
 * stress where steals matter.
 */
class ToolsTest {
    /** The scheduling configurations: the elision, then each policy with two workers and steal stress. */
    static Stream<Arguments> configurations() {
        return Stream.of(
                        Arguments.of("elided", Map.of("x10lite.Elide", "true")),
                        Arguments.of("work-first, 1 worker", Map.of("x10lite.Workers", "1")),
                        Arguments.of("work-first, 2 workers, steal stress", Map.of("x10lite.Workers", "2", "x10lite.StealStress", "true")),
                        Arguments.of("help-first, 2 workers, steal stress", Map.of("x10lite.Workers", "2", "x10lite.StealStress", "true", "x10lite.Policy", "help-first")),
                        Arguments.of("adaptive, 4 workers, steal stress", Map.of("x10lite.Workers", "4", "x10lite.StealStress", "true", "x10lite.Policy", "adaptive", "x10lite.AdaptiveWarmUp", "0")));
    }

    private static final String FIB = """
                    public class Fib {
                        static val bodies = new Rail[Long](1);
                        public static def fib(n:Long):Long {
                            if (n < 2) return n;
                            val f1:Long;
                            val f2:Long;
                            finish {
                                async {
                                    val below = n - 1;
                                    atomic bodies(0) = bodies(0) + 1;
                                    f1 = fib(below);
                                }
                                f2 = fib(n - 2);
                            }
                            return f1 + f2;
                        }
                        public static def main(args:Rail[String]) {
                            Console.OUT.println(fib(Long.parse(args(0))) + " " + bodies(0));
                        }
                    }
                    """;

    /**
     * fib(15) calls fib 2 * fib(16) - 1 times. A part of an activation that another thread runs
     * (a stolen continuation, a help-first task) is one more entry of the function on that thread,
     * and the tracer's counters are plain fields that several workers update: exact counts only
     * where one thread runs everything.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void cpuTracerCountsTheCalls(String name, Map<String, String> options) {
        try (Context context = context(options)) {
            CPUTracer tracer = CPUTracer.find(context.getEngine());
            tracer.setFilter(SourceSectionFilter.newBuilder().tagIs(RootTag.class).build());
            tracer.setCollecting(true);
            assertEquals("610 986", run(context, FIB, "15"));
            long fibEntries = tracer.getPayloads().stream().filter(p -> p.getRootName().equals("Fib.fib")).mapToLong(CPUTracer.Payload::getCount).sum();
            long mainEntries = tracer.getPayloads().stream().filter(p -> p.getRootName().equals("Fib.main")).mapToLong(CPUTracer.Payload::getCount).sum();
            if (options.containsKey("x10lite.Elide") || "1".equals(options.get("x10lite.Workers"))) {
                assertEquals(2 * 987 - 1, fibEntries, name);
                assertEquals(1, mainEntries, name);
            } else {
                assertTrue(fibEntries > 0, name);
            }
        }
    }

    /** Every object and Rail the program makes reaches the memory tracer, on whichever worker, attributed to the function that made it. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void memoryTracerSeesEveryAllocation(String name, Map<String, String> options) {
        try (Context context = context(options)) {
            MemoryTracer tracer = MemoryTracer.find(context.getEngine());
            tracer.setCollecting(true);
            assertEquals("9900", run(context, ALLOCATIONS));
            Map<String, Integer> byFunction = new java.util.TreeMap<>();
            for (ProfilerNode<MemoryTracer.Payload> root : tracer.getRootNodes()) {
                countEvents(root, byFunction);
            }
            assertEquals(Map.of("Alloc.main", 200), byFunction, name);
        }
    }

    private static final String ALLOCATIONS = """
                    public class Alloc {
                        static class P {
                            val x:Long;
                            def this(x:Long) { this.x = x; }
                        }
                        public static def main(args:Rail[String]) {
                            var sum:Long = 0;
                            finish for (i in 0..99) async {
                                val p = new P(i);
                                val r = new Rail[Long](10, i);
                                atomic sum += p.x + r(9);
                            }
                            Console.OUT.println(sum);
                        }
                    }
                    """;

    private static void countEvents(ProfilerNode<MemoryTracer.Payload> node, Map<String, Integer> byFunction) {
        if (!node.getPayload().getEvents().isEmpty()) {
            byFunction.merge(node.getRootName(), node.getPayload().getEvents().size(), Integer::sum);
        }
        for (ProfilerNode<MemoryTracer.Payload> child : node.getChildren()) {
            countEvents(child, byFunction);
        }
    }

    /** A breakpoint in an async's body stops on a worker (or, elided, the caller), with the body's and the function's locals readable. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void breakpointInAnAsyncBody(String name, Map<String, String> options) {
        List<String> seen = new ArrayList<>();
        try (Context context = context(options)) {
            Source source = source(FIB);
            try (DebuggerSession session = Debugger.find(context.getEngine()).startSession(event -> {
                DebugStackFrame top = event.getTopStackFrame();
                synchronized (seen) {
                    String root = top.getRawNode(X10Language.class).getRootNode().getClass().getSimpleName();
                    seen.add(root + " " + Thread.currentThread().getName() + " " + top.getName() + ":" + event.getSourceSection().getStartLine() + " n=" + read(top, "n") + " below=" + read(top, "below"));
                }
            })) {
                session.install(Breakpoint.newBuilder(source.getURI()).lineIs(11).build());
                assertEquals("13 20", run(context, source, "7"));
            }
        }
        // the body runs once per call with n >= 2: fib(7) makes 20 such calls. A thief that resumes
        // a stolen continuation at the breakpoint's statement (after the call in it) stops there
        // too: Truffle reports a resumption as an entry (ExecutionEventNode.onResume)
        List<String> entries = seen.stream().filter(s -> !s.startsWith("SlowCloneRootNode ")).toList();
        assertEquals(20, entries.size(), name + ": " + seen);
        for (String s : seen) {
            assertTrue(s.matches("(X10RootNode|FreshTaskRootNode|SlowCloneRootNode) (x10lite-worker-\\d+|main) Fib\\.fib:11 n=(\\d+) below=(\\d+)"), s);
            String[] parts = s.split(" ");
            long n = Long.parseLong(parts[3].substring(2));
            assertEquals(n - 1, Long.parseLong(parts[4].substring(6)), s);
            if (!options.containsKey("x10lite.Elide")) {
                assertTrue(parts[1].startsWith("x10lite-worker-"), "asyncs run on the workers: " + s);
            }
        }
    }

    private static final String STEPS = """
                    public class Steps {
                        static def inc(x:Long):Long {
                            val y = x + 1;
                            return y;
                        }
                        public static def main(args:Rail[String]) {
                            val a = 1;
                            val b = inc(a);
                            val c = b * 2;
                            Console.OUT.println(c);
                        }
                    }
                    """;

    /** Step over a call, into it and out of it, reading the locals on the way. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void stepOverIntoAndOut(String name, Map<String, String> options) {
        List<String> stops = new ArrayList<>();
        List<Consumer<SuspendedEvent>> next = new ArrayList<>(List.of(
                        e -> e.prepareStepOver(1), // at a = 1
                        e -> e.prepareStepInto(1), // at b = inc(a)
                        e -> e.prepareStepOver(1), // in inc, at y = x + 1
                        e -> e.prepareStepOut(1), // in inc, at return y
                        e -> e.prepareStepOver(1), // back in main
                        SuspendedEvent::prepareContinue));
        try (Context context = context(options)) {
            Source source = source(STEPS);
            try (DebuggerSession session = Debugger.find(context.getEngine()).startSession(event -> {
                DebugStackFrame top = event.getTopStackFrame();
                stops.add(top.getName() + ":" + event.getSourceSection().getStartLine() + " " + locals(top));
                if (!next.isEmpty()) {
                    next.remove(0).accept(event);
                }
            })) {
                session.install(Breakpoint.newBuilder(source.getURI()).lineIs(7).build());
                assertEquals("4", run(context, source));
            }
        }
        assertEquals(List.of("Steps.main:7 {args=[]}", // the breakpoint
                        "Steps.main:8 {args=[], a=1}", // step over
                        "Steps.inc:3 {x=1}", // step into the call
                        "Steps.inc:4 {x=1, y=2}", // step over
                        "Steps.main:9 {args=[], a=1, b=2}", // step out: the call's statement is done
                        "Steps.main:10 {args=[], a=1, b=2, c=4}"), stops, name); // step over
    }

    private static final String SHARES = """
                    public class Shares {
                        public static def main(args:Rail[String]) {
                            val base = 100;
                            val out = new Rail[Long](64);
                            finish for (i in 0..63) {
                                async {
                                    var spin:Long = 0;
                                    for (k in 1..2000) spin += k;
                                    out(i) = base + i + spin - 2001000;
                                }
                            }
                            var sum:Long = 0;
                            for (v in out) sum += v;
                            Console.OUT.println(sum);
                        }
                    }
                    """;

    /**
     * A breakpoint in the body of a spawning loop stops once per iteration, with the loop's
     * variable and main's locals right, wherever the iteration runs: in main, in a loop share a
     * thief took, in a help-first task.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void localsInEveryIterationOfASpawningLoop(String name, Map<String, String> options) {
        List<String> stops = new ArrayList<>();
        java.util.Set<String> roots = new java.util.TreeSet<>();
        try (Context context = context(options)) {
            Source source = source(SHARES);
            try (DebuggerSession session = Debugger.find(context.getEngine()).startSession(event -> {
                DebugStackFrame top = event.getTopStackFrame();
                synchronized (stops) {
                    roots.add(top.getRawNode(X10Language.class).getRootNode().getClass().getSimpleName());
                    stops.add(read(top, "i") + " " + read(top, "base"));
                }
            })) {
                session.install(Breakpoint.newBuilder(source.getURI()).lineIs(9).build());
                assertEquals("8416", run(context, source));
            }
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            expected.add(i + " 100");
        }
        List<String> sorted = new ArrayList<>(stops);
        sorted.sort(java.util.Comparator.comparingInt(s -> Integer.parseInt(s.split(" ")[0])));
        assertEquals(expected, sorted, name + " (in " + roots + ")");
    }

    private static final String STOLEN = """
                    public class Stolen {
                        static val box = new Rail[Long](1);
                        public static def main(args:Rail[String]) {
                            val before = 42;
                            finish {
                                async {
                                    var seen:Boolean = false;
                                    while (!seen) {
                                        atomic seen = box(0) != 0;
                                    }
                                }
                                val after = before + 1;
                                atomic box(0) = after;
                            }
                            Console.OUT.println(box(0));
                        }
                    }
                    """;

    /**
     * Under work-first the worker runs the async's body first, which spins until the rest of main
     * has run: that continuation must be stolen (under help-first the body is the task taken). The debugger stops in it, in the thief's stack, and reads
     * the locals of main's activation there.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void localsOfAStolenContinuation(String name, Map<String, String> options) {
        if (options.containsKey("x10lite.Elide") || "1".equals(options.get("x10lite.Workers"))) {
            return; // the async waits for its continuation: a program for two workers and more
        }
        List<String> stops = new ArrayList<>();
        try (Context context = context(options)) {
            Source source = source(STOLEN);
            try (DebuggerSession session = Debugger.find(context.getEngine()).startSession(event -> {
                DebugStackFrame top = event.getTopStackFrame();
                String root = top.getRawNode(X10Language.class).getRootNode().getClass().getSimpleName();
                stops.add(top.getName() + ":" + event.getSourceSection().getStartLine() + " " + root + " before=" + read(top, "before"));
            })) {
                session.install(Breakpoint.newBuilder(source.getURI()).lineIs(12).build());
                assertEquals("43", run(context, source));
            }
        }
        assertEquals(1, stops.size(), name + ": " + stops);
        String expectedRoot = "help-first".equals(options.get("x10lite.Policy")) ? "X10RootNode" : "SlowCloneRootNode";
        assertEquals("Stolen.main:12 " + expectedRoot + " before=42", stops.get(0), name);
    }

    /** What the program prints, per test (the tests of this class run one at a time). */
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    private Context context(Map<String, String> options) {
        return Context.newBuilder("x10lite").out(printed).allowExperimentalOptions(true).allowCreateThread(true).option("engine.WarnInterpreterOnly", "false").options(options).build();
    }

    private static Source source(String code) {
        String name = code.substring(code.indexOf("class ") + 6, code.indexOf(" {")) + ".x10";
        return Source.newBuilder("x10lite", code, name).buildLiteral();
    }

    private String run(Context context, String code, String... args) {
        return run(context, source(code), args);
    }

    /** Runs the program as the launcher does; returns what it printed, trimmed. */
    private String run(Context context, Source source, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        printed.reset();
        int exit = ProgramRunner.run(context, source, List.of(args), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        return printed.toString(StandardCharsets.UTF_8).trim();
    }

    private static String read(DebugStackFrame frame, String variable) {
        DebugScope scope = frame.getScope();
        assertNotNull(scope, "no scope at " + frame.getName());
        DebugValue v = scope.getDeclaredValue(variable);
        return v == null ? "-" : v.toDisplayString();
    }

    /** The frame's locals as {@code {a=1, b=2}}, in declaration order. */
    private static String locals(DebugStackFrame frame) {
        assertTrue(frame.getScope().isFunctionScope(), "not the function's scope at " + frame.getName());
        List<String> all = new ArrayList<>();
        for (DebugValue v : frame.getScope().getDeclaredValues()) {
            all.add(v.getName() + "=" + v.toDisplayString());
        }
        return "{" + String.join(", ", all) + "}";
    }
}
