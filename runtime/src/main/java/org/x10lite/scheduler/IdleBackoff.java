package org.x10lite.scheduler;

import java.util.concurrent.ThreadLocalRandom;

/**
 * How long an idle worker waits between rounds of looking for work: a few immediate retries,
 * then yields, then parks of growing length up to a cap. A worker that finds work resets it.
 * No idle worker ever spins without pause for long.
 */
public final class IdleBackoff {
    private static final int RETRIES = 8;
    private static final int YIELDS = 16;
    private static final long FIRST_PARK_NANOS = 20_000;
    private static final long MAX_PARK_NANOS = 2_000_000;

    private int failures;
    private long parkNanos = FIRST_PARK_NANOS;

    public IdleBackoff() {
    }

    /** A backoff that has already failed {@code rounds} times (for tests of long idle spells). */
    IdleBackoff(int rounds) {
        this.failures = rounds;
    }

    public void reset() {
        failures = 0;
        parkNanos = FIRST_PARK_NANOS;
    }

    /** Nanoseconds to park after one more failed round; 0 means retry now, -1 means yield. */
    public long next() {
        if (failures <= RETRIES + YIELDS) {
            // saturates: after a long idle spell the count must not wrap round to "retry now"
            failures++;
        }
        if (failures <= RETRIES) {
            return 0;
        }
        if (failures <= RETRIES + YIELDS) {
            return -1;
        }
        long p = parkNanos;
        parkNanos = Math.min(MAX_PARK_NANOS, parkNanos * 2);
        // jitter keeps idle workers from waking in lock step
        return p / 2 + ThreadLocalRandom.current().nextLong(p / 2 + 1);
    }
}
