package org.x10lite.nodes.resume;

import java.lang.invoke.VarHandle;

/**
 * A steal writes into the victim's frame: the stolen async's state slot (the record of its
 * governing finish), the record slots of finishes around it, and, when it splits a loop, the
 * loop's limit slot. The victim runs that steal itself, at a safepoint poll, and must read the
 * new values afterwards.
 *
 * <p>When a function is compiled as a whole its frame is virtual: the steal materializes it,
 * which deoptimizes the activation, and the interpreter reads the frame. But a loop running in
 * the interpreter (a slow clone, or an activation a steal deoptimized) is compiled by on-stack
 * replacement, and that code works on the interpreter's heap frame: a steal writes it without
 * deoptimizing anything, and the compiler may fold a read of a slot into the value the same code
 * wrote there before the poll (a Truffle safepoint poll is not a memory kill where reads are
 * eliminated). So the nodes that read such a slot call {@link #observe()} first: an acquire
 * fence, which makes the compiler forget every memory value it knows. It is no instruction on
 * x86, and on a virtual frame (every whole-function compilation) slots are not memory, so there
 * it costs at most a heap value re-read after the fence.
 */
public final class StealWrites {
    private StealWrites() {
    }

    public static void observe() {
        VarHandle.acquireFence();
    }
}
