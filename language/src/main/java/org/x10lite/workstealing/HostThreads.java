package org.x10lite.workstealing;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The threads other than workers that have entered a context (the launcher's main thread, an
 * embedder's threads). A deadlock verdict needs to know that nothing outside the program can
 * make a waiting condition true: that holds only while a single host thread uses the context
 * (it is the one waiting for the program). Threads count from their first entry until Truffle
 * disposes them (at the latest when the context closes).
 */
public final class HostThreads {
    private final Set<Thread> threads = ConcurrentHashMap.newKeySet();

    public void entered(Thread thread) {
        threads.add(thread);
    }

    public void left(Thread thread) {
        threads.remove(thread);
    }

    /** True if at most one host thread uses the context: the one whose call waits. */
    boolean onlyOne() {
        return threads.size() <= 1;
    }
}
