package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.junit.jupiter.api.Test;

/**
 * A host's call of a method that can start no activity runs on the calling thread (no worker is
 * started, nothing handed over); a method that may, directly or through anything it calls
 * (closures and an object's {@code toString} included), runs on the workers as before. Either
 * way the result is the same.
 */
class HostCallsTest {
    private static final String PROGRAM = """
                    public class Calls {
                        static class Point {
                            val x:Long;
                            def this(x:Long) { this.x = x; }
                            public def toString():String = "Point(" + x + ")";
                        }
                        static class Busy {
                            public def toString():String {
                                var s:Long = 0;
                                finish { async { atomic s += 1; } async { atomic s += 2; } }
                                return "Busy(" + s + ")";
                            }
                        }
                        static val counter = new Rail[Long](1);
                        public static def inc(x:Long):Long = x + 1;
                        public static def count():Long { atomic counter(0) = counter(0) + 1; return counter(0); }
                        public static def point(x:Long):String = "" + new Point(x);
                        public static def busy():String = "" + new Busy();
                        public static def sum(n:Long):Long {
                            var s:Long = 0;
                            finish for (i in 1..n) async { atomic s += i; }
                            return s;
                        }
                        public static def viaClosure(n:Long):Long {
                            val f = (k:Long) => k * 2;
                            return f(n);
                        }
                        public static def fail(n:Long):Long = 10 / n;
                        public static def triple():(Long)=>Long = (k:Long) => inc(k) * 3 - 3;
                        public static def summing():(Long)=>Long = (n:Long) => sum(n);
                    }
                    """;

    private static Context context() {
        return Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false").option("x10lite.Workers", "2").build();
    }

    private static boolean anyWorker() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().startsWith("x10lite-worker"));
    }

    @Test
    void activityFreeCallsNeedNoWorker() {
        try (Context context = context()) {
            Value calls = context.eval(Source.create("x10lite", PROGRAM)).getMember("Calls");
            for (long i = 0; i < 1000; i++) {
                assertEquals(i + 1, calls.invokeMember("inc", i).asLong());
            }
            assertEquals(1, calls.invokeMember("count").asLong());
            PolyglotException e = assertThrows(PolyglotException.class, () -> calls.invokeMember("fail", 0));
            assertTrue(e.getMessage().contains("/ by zero"), e.getMessage());
            assertFalse(anyWorker(), "a call that can start no activity started a worker");
        }
    }

    /** A closure a host executes runs on the calling thread too, where its code can start no activity. */
    @Test
    void activityFreeClosuresNeedNoWorker() {
        try (Context context = context()) {
            Value calls = context.eval(Source.create("x10lite", PROGRAM)).getMember("Calls");
            Value triple = calls.invokeMember("triple");
            for (long i = 0; i < 100; i++) {
                assertEquals(3 * i, triple.execute(i).asLong());
            }
            assertFalse(anyWorker(), "a closure that can start no activity started a worker");
            assertEquals(55L, calls.invokeMember("summing").execute(10).asLong());
            assertTrue(anyWorker(), "a closure that spawns runs on the workers");
        }
    }

    /** String conversion calls an object's toString: activity-free while no class's toString may spawn. */
    @Test
    void anObjectsOwnToStringKeepsACallActivityFree() {
        String withoutBusy = PROGRAM.replaceAll("(?s)static class Busy \\{.*?\n    \\}\n", "").replace("public static def busy():String = \"\" + new Busy();", "");
        assertFalse(withoutBusy.contains("Busy"), withoutBusy);
        try (Context context = context()) {
            Value calls = context.eval(Source.create("x10lite", withoutBusy)).getMember("Calls");
            assertEquals("Point(7)", calls.invokeMember("point", 7).asString());
            assertFalse(anyWorker(), "string conversion of a Point started a worker");
        }
        try (Context context = context()) {
            Value calls = context.eval(Source.create("x10lite", PROGRAM)).getMember("Calls");
            assertEquals("Point(7)", calls.invokeMember("point", 7).asString());
            assertTrue(anyWorker(), "with a toString that spawns in the program, string conversion may run it: the workers run the call");
        }
    }

    @Test
    void callsThatMaySpawnRunOnTheWorkers() {
        for (String[] call : new String[][]{{"viaClosure", "14"}, {"busy", "Busy(3)"}, {"sum", "5050"}}) {
            try (Context context = context()) {
                Value calls = context.eval(Source.create("x10lite", PROGRAM)).getMember("Calls");
                Value result = call[0].equals("busy") ? calls.invokeMember(call[0]) : calls.invokeMember(call[0], call[0].equals("sum") ? 100 : 7);
                assertEquals(call[1], result.toString());
                // a closure is code not known before it runs; Busy's toString, which string conversion calls, spawns
                assertTrue(anyWorker(), call[0] + " did not run on the workers");
            }
        }
    }
}
