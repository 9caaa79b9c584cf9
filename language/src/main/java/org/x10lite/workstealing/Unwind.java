package org.x10lite.workstealing;

import com.oracle.truffle.api.nodes.ControlFlowException;

/**
 * Thrown on a victim when the rest of its current activity runs elsewhere: a thief stole it, or
 * the activity parked it at a finish that others will complete. It unwinds the victim's stack
 * to the activity's start (the enclosing {@code async}, or the worker's task) without running
 * anything on the way: no {@code finally}, no end of a finish. Those now belong to whoever runs
 * the continuation.
 */
public final class Unwind extends ControlFlowException {
    private static final long serialVersionUID = 1L;
    public static final Unwind INSTANCE = new Unwind();

    private Unwind() {
    }
}
