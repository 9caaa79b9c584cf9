package org.x10lite.workstealing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A compensating worker that cannot start (context closing, no native thread) leaves the pool's counts as they were. */
class CompensationStartFailureTest {
    @Test
    void aFailedStartIsNotCountedAsABlockedWorker() {
        WorkerPool pool = new WorkerPool(null, task -> {
            throw new IllegalStateException("Creating threads is not allowed");
        }, new org.x10lite.workstealing.AtomicSection(), new HostThreads(), 1, 4, false, org.x10lite.scheduler.SchedulingPolicy.WORK_FIRST);
        boolean[] waited = {false};
        pool.blockedWhile(new Worker(pool, 0, false), false, () -> waited[0] = true);
        assertTrue(waited[0], "the wait did not run");
        assertEquals(0, pool.blockedCount(), "a worker is still counted as blocked");
        assertEquals(0, pool.compensationsStarted(), "a compensating worker that never started is counted");
    }
}
