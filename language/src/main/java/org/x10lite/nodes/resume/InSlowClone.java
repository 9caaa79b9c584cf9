package org.x10lite.nodes.resume;

/**
 * A node that behaves differently in a slow clone, where it runs on a heap frame (a thief's copy
 * of a victim's frame) rather than a virtual one. The slow clone marks each such node once,
 * before the clone first runs; in the fast code the mark is a compilation constant {@code false}
 * and whatever it guards is not compiled in.
 */
public interface InSlowClone {
    void markInSlowClone();
}
