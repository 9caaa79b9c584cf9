package org.x10lite.workstealing;

import java.util.concurrent.CountDownLatch;

import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;

/**
 * A main line that reached the end of its finish early but cannot park the rest of its activity
 * (a frame on the way cannot be resumed, e.g. a closure called by a builtin): it waits here
 * instead, as a blocked worker, until the last party releases it.
 */
final class BlockedFinish implements AfterFinish {
    private final CountDownLatch released = new CountDownLatch(1);

    @Override
    public void release(WorkerPool pool) {
        released.countDown();
    }

    void await(WorkerPool pool, Node location) {
        if (pool == null) {
            TruffleSafepoint.setBlockedThreadInterruptible(location, CountDownLatch::await, released);
            return;
        }
        pool.blockedWhile(location, () -> TruffleSafepoint.setBlockedThreadInterruptible(location, latch -> {
            while (!latch.await(50, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                pool.checkNotShutdown();
            }
        }, released));
    }
}
