package org.x10lite.scheduler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** An idle worker's backoff after a very long idle spell still parks, rather than wrapping round to spinning. */
class IdleBackoffTest {
    @Test
    void aLongIdleSpellKeepsParking() {
        IdleBackoff backoff = new IdleBackoff(Integer.MAX_VALUE);
        for (int i = 0; i < 100; i++) {
            assertTrue(backoff.next() > 0, "round " + i + " after 2^31 failed rounds does not park");
        }
    }

    @Test
    void retriesThenYieldsThenParks() {
        IdleBackoff backoff = new IdleBackoff();
        assertTrue(backoff.next() == 0);
        long last = 0;
        for (int i = 0; i < 100; i++) {
            last = backoff.next();
        }
        assertTrue(last > 0, "still not parking after 100 rounds");
    }
}
