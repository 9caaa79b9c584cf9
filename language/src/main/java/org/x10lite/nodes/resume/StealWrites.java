package org.x10lite.nodes.resume;

import java.lang.invoke.VarHandle;

/**
 * A steal writes into the victim's frame: the stolen async's state slot (the record of its
 * governing finish), the record slots of finishes around it, and, when it splits a loop, the
 * loop's limit slot. The victim runs that steal itself, at a safepoint poll, and must read the
 * new values afterwards.
 *
 * <p>In the fast code the frame is virtual: the steal materializes it, which deoptimizes the
 * activation, and the interpreter reads the frame. A slow clone's frame is on the heap from the
 * start, and its loops are compiled with on-stack replacement: nothing is deoptimized, and the
 * compiler may fold a read of a slot into the value the same code wrote there before the poll.
 * Slow-clone code therefore calls {@link #observe()} before reading such a slot: an acquire fence,
 * which kills every memory value the compiler knows (no instruction on x86, where loads are not
 * reordered with older loads).
 */
public final class StealWrites {
    private StealWrites() {
    }

    public static void observe() {
        VarHandle.acquireFence();
    }
}
