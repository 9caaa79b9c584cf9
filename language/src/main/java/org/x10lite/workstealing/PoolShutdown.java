package org.x10lite.workstealing;

/** Thrown in a worker that waits while its context closes: ends the worker's thread. */
final class PoolShutdown extends Error {
    private static final long serialVersionUID = 1L;

    PoolShutdown() {
        super("x10lite worker pool shut down", null, false, false);
    }
}
