package org.x10lite.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The victim-stop figures of the statistics line: a distribution of single stops, and the run's first steal. */
class WorkerCountersTest {

    @Test
    void stopsAreADistributionOfSingleHandshakes() {
        WorkerCounters c = new WorkerCounters();
        for (int i = 1; i <= 100; i++) {
            c.victimStopped(i, i * 1_000L, true);
        }
        String line = c.format(2, 0);
        assertTrue(line.contains(" victimStopNanos=5050000 "), line);
        assertEquals(50_000, c.victimStopPercentile(50), 50);
        assertEquals(99_000, c.victimStopPercentile(99), 99);
        assertTrue(line.contains(" victimStopMaxNanos=100" ), line);
    }

    @Test
    void theFirstStealIsTheEarliestHandshakeThatGaveWorkOverAllWorkers() {
        WorkerCounters a = new WorkerCounters();
        a.victimStopped(100, 7_000, false);
        a.victimStopped(200, 3_000, true);
        a.victimStopped(300, 9_000, true);
        WorkerCounters b = new WorkerCounters();
        b.victimStopped(150, 4_000, true);
        WorkerCounters sum = new WorkerCounters();
        sum.add(a);
        sum.add(b);
        assertEquals(4_000, sum.firstStealStopNanos, "b's steal began first");
        assertTrue(sum.format(2, 0).endsWith(" firstStealStopNanos=4000"), sum.format(2, 0));

        WorkerCounters none = new WorkerCounters();
        none.victimStopped(50, 1_000, false);
        sum.add(none);
        assertEquals(4_000, sum.firstStealStopNanos, "a handshake that gave nothing is no steal");
    }

    @Test
    void aNewRunStartsWithoutAFirstSteal() {
        WorkerCounters c = new WorkerCounters();
        c.victimStopped(1, 5_000, true);
        c.reset();
        assertEquals(0, c.firstStealStopNanos);
        c.victimStopped(2, 6_000, true);
        assertEquals(6_000, c.firstStealStopNanos);
    }
}
