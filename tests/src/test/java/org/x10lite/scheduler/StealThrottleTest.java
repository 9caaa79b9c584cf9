package org.x10lite.scheduler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A thief pauses its steals only while its stolen work keeps running too briefly on average,
 * for a bounded, growing time, and not for a few small steals among productive ones.
 */
class StealThrottleTest {
    private static final long TINY = 1_000;
    private static final long PRODUCTIVE = 2_000_000;

    @Test
    void productiveStealsNeverPause() {
        StealThrottle t = new StealThrottle();
        for (int i = 0; i < 100; i++) {
            assertFalse(t.stolenWorkRan(StealThrottle.PRODUCTIVE_NANOS, i * 1000L));
            assertTrue(t.maySteal(i * 1000L));
        }
    }

    @Test
    void aFewSmallStealsAmongProductiveOnesDoNotPause() {
        StealThrottle t = new StealThrottle();
        for (int round = 0; round < 100; round++) {
            for (int i = 0; i < 4; i++) {
                assertFalse(t.stolenWorkRan(TINY, 0), "round " + round + ": a small steal paused the thief");
            }
            assertFalse(t.stolenWorkRan(PRODUCTIVE, 0));
        }
    }

    @Test
    void onlyUnproductiveStealsPauseForGrowingBoundedTimes() {
        StealThrottle t = new StealThrottle();
        long now = 0;
        int tolerated = 0;
        while (!t.stolenWorkRan(TINY, now)) {
            tolerated++;
            assertTrue(tolerated < 64, "never paused");
        }
        assertTrue(tolerated >= 4, "paused after only " + tolerated + " small steals");
        long previous = 0;
        for (int i = 0; i < 40; i++) {
            long pause = pauseAt(t, now);
            assertTrue(pause >= previous, "pause shrank: " + pause + " after " + previous);
            assertTrue(pause <= StealThrottle.MAX_PAUSE_NANOS, "pause " + pause + " beyond the bound");
            previous = pause;
            now += pause;
            assertTrue(t.stolenWorkRan(TINY, now));
        }
        assertEquals(StealThrottle.MAX_PAUSE_NANOS, previous, "pauses never reached the bound");
    }

    @Test
    void aProductiveStealEndsThePauses() {
        StealThrottle t = new StealThrottle();
        for (int i = 0; i < 100; i++) {
            t.stolenWorkRan(TINY, 0);
        }
        assertFalse(t.maySteal(1));
        assertFalse(t.stolenWorkRan(PRODUCTIVE, 2));
        assertTrue(t.maySteal(2));
    }

    /** How long after {@code from} the throttle lets the thief steal again (to the microsecond). */
    private static long pauseAt(StealThrottle t, long from) {
        long pause = 0;
        while (!t.maySteal(from + pause)) {
            pause += 1_000;
        }
        return pause;
    }
}
