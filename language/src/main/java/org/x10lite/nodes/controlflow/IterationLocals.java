package org.x10lite.nodes.controlflow;

import java.util.Arrays;

import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;

/**
 * The frame slots whose values die with a loop iteration: the locals declared in the loop's body
 * and the temporaries of its statements (the Rail and index of {@code r(i) += v}, a call's result
 * lifted out of an expression). A loop clears them at the end of every iteration.
 *
 * <p>Why: a Truffle frame slot is live until it is overwritten or cleared, so in compiled code
 * every slot written in a loop body is carried around the loop's back-edge, in a register or on
 * the stack, for the frame state there (where a safepoint poll or a steal may deoptimize). Java's
 * compiler knows from its bytecode liveness that such a local is dead there; partial evaluation
 * only knows it if the slot is cleared. Measured on Matmul(1280) under serial elision
 * (2026-11-25, one process, the 7th of 7 runs): its leaf loop, whose body is
 * {@code c(i * n + j) += aik * b(k * n + j)}, took 2170 ms, and 1797 ms with the slots cleared;
 * with a {@code val} for the index in that body, 2570-2700 against 1780 ms (docs/performance.md).
 *
 * <p>A range loop's own variable dies with the iteration too (the next one writes it afresh), and
 * the loop clears all these slots once more before its first iteration: then every slot has the
 * same tag where the loop is entered as at its back-edge, so compiled code needs no loop phi for
 * the tag either. Otherwise the loop variable's value and the tags were stored to the stack in
 * every iteration (Matmul's leaf loop: three stores and two reloads per element; JMH, elided, 0.76x
 * the time without them, 2026-11-27, docs/performance.md).
 */
final class IterationLocals {
    static final IterationLocals NONE = new IterationLocals(new int[0]);

    @CompilationFinal(dimensions = 1) private final int[] slots;

    private IterationLocals(int[] slots) {
        this.slots = slots;
    }

    static IterationLocals of(int[] slots) {
        return slots.length == 0 ? NONE : new IterationLocals(slots.clone());
    }

    /** The body's slots and the loop variable's ({@code variableSlot} -1 if the loop has none). */
    static IterationLocals ofLoop(int variableSlot, int[] bodySlots) {
        if (variableSlot < 0) {
            return of(bodySlots);
        }
        int[] slots = Arrays.copyOf(bodySlots, bodySlots.length + 1);
        slots[bodySlots.length] = variableSlot;
        return new IterationLocals(slots);
    }

    /** Ends the iteration's locals: nothing reads them again, and the compiler now knows it. */
    @ExplodeLoop
    void clear(VirtualFrame frame) {
        for (int slot : slots) {
            frame.clear(slot);
        }
    }
}
