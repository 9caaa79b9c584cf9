package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.junit.jupiter.api.Test;

/**
 * Workers run below the compilers (WorkerPool.WORKER_PRIORITY): at the lowest Java priority,
 * which the image's JVM passes on to the OS. The program keeps activities waiting in
 * {@code when}, so that compensating workers may start too; each worker found is checked.
 */
class WorkerPriorityTest {
    private static final String PROGRAM = """
                    public class P {
                        static class Box { var v:Long = 0; }
                        public static def spawn(n:Long):Long {
                            val b = new Box();
                            finish {
                                for (i in 1..n) async { when (b.v >= 0) { b.v++; } }
                                async { atomic b.v += 0; }
                            }
                            return b.v;
                        }
                    }
                    """;

    @Test
    void everyWorkerRunsAtTheLowestPriority() {
        try (Context context = Context.newBuilder("x10lite").allowCreateThread(true).option("engine.WarnInterpreterOnly", "false")
                        .option("x10lite.Workers", "2").build()) {
            long counted = context.eval(Source.create("x10lite", PROGRAM)).getMember("P").invokeMember("spawn", 50).asLong();
            assertEquals(50, counted);
            List<Thread> workers = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("x10lite-worker-")).toList();
            assertFalse(workers.isEmpty(), "no worker threads found");
            for (Thread t : workers) {
                assertEquals(Thread.MIN_PRIORITY, t.getPriority(), t.getName());
            }
        }
    }
}
