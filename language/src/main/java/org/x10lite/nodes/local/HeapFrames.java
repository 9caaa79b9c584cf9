package org.x10lite.nodes.local;

import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.FrameInstance;
import com.oracle.truffle.api.frame.FrameInstance.FrameAccess;
import com.oracle.truffle.api.frame.MaterializedFrame;

/**
 * A function's frame as a heap frame the runtime keeps (a parked finish or {@code when}, the
 * rest of a loop, a frame a thief takes a continuation from), got without
 * {@link Frame#materialize()}.
 *
 * <p>{@code materialize()} marks the frame's descriptor for good, and Graal compiles every later
 * compilation of a root with a marked descriptor without its frame intrinsics (its
 * {@code NewFrameNode} takes the mark to mean that such frames escape): each slot access is then
 * the frame's Java code, with its tag arrays, instead of a value partial evaluation tracks. So a
 * function that a thief once stole from ran slower in every compilation made after that steal
 * than in one made before it: Integrate's {@code recEval}, compiled again after steals, had a
 * node more per local written, 906 instead of 848 nodes after partial evaluation (with
 * {@code UnwoundCalls}; 1067 against 1009 without it); its run time moved within the noise
 * of the measurement (docs/performance.md, <i>Code compiled after a steal</i>). In x10lite a frame leaves its activation only where that
 * activation goes on in the interpreter (a steal deoptimizes its
 * victim; a parked finish or {@code when} has transferred to the interpreter) or in code
 * compiled for heap frames (a loop compiled by on-stack replacement, a continuation's root), so
 * the fast code never runs on a frame that escaped, and the mark would only cost it.
 *
 * <p>The frame of an activation is already the heap object on the optimizing runtime; the view
 * {@link FrameAccess#READ_WRITE} gives materializes a compiled activation's virtual frame without
 * marking. On Truffle's fallback runtime a read-only view is a wrapper, and only there is
 * {@code materialize()} called (it marks nothing a compiler reads).
 */
public final class HeapFrames {
    private HeapFrames() {
    }

    /** {@code frame} as the heap frame it is (in compiled code: materialized where it escapes). */
    public static MaterializedFrame of(Frame frame) {
        if (frame instanceof MaterializedFrame heap) {
            return heap;
        }
        return frame.materialize();
    }

    /** The heap frame of a guest activation on the stack, materialized if it is virtual. */
    public static MaterializedFrame of(FrameInstance activation) {
        return of(activation.getFrame(FrameAccess.READ_WRITE));
    }
}
