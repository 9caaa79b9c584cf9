package org.x10lite.workstealing;

/**
 * What a finish record holds for the last party to release: the main line's parked
 * continuation, a thread blocked at the finish end, or the end of the whole program.
 */
interface AfterFinish {
    void release(WorkerPool pool);
}
