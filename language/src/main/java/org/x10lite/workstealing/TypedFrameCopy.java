package org.x10lite.workstealing;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.nodes.ExplodeLoop;

/**
 * Copies a heap frame into a loop share's virtual frame so that partial evaluation knows every
 * slot's tag: each slot is written with the kind the translator gave it. {@link Frame#copyTo}
 * copies tags as run-time values, and every later read of a slot then checks a tag the compiler
 * cannot see; for the slots a loop carries from one iteration to the next (its counter, its
 * variable, an accumulator) that check stays in every iteration. ForkJoin's rounds ran 18 %
 * slower in a share than in the fast code that way (15000 rounds, median of 60 runs on
 * 2026-11-25: 21.6 ms against 18.3), and as fast with this copy (18.5). Copying each slot with
 * the tag it was found with, profiled per slot, left slots that are sometimes written and
 * sometimes not at a loop's start (the loop variable, the counters of inner loops) unknown,
 * and the share 6 % slower (19.3).
 *
 * <p>A slot of a primitive kind that was never written holds the frame's default ({@code null}
 * with the object tag); the copy gives it the kind's zero instead. That changes nothing a program
 * can see (X10 reads no local before assigning it), and the runtime's own reads of loop slots
 * see a loop that is not stopped for a hand-over either way (its stopped slot is false), which
 * sets its slots afresh if it starts. A slot cleared at the end of a loop iteration (a local of the loop's
 * body) is cleared in the copy too. A slot found with any other tag (a shared local that a steal put in a
 * cell, {@code SharedLocalNodes}) is copied as it is; the first one deoptimizes the compiled copy, which
 * from then on copies that slot generically.
 */
public final class TypedFrameCopy {
    /** Each slot's kind, as its tag. */
    @CompilationFinal(dimensions = 1) private final byte[] kinds;
    /** Slots found with a tag other than their kind or the default's (a shared local's cell). */
    @CompilationFinal(dimensions = 1) private final boolean[] generic;

    public TypedFrameCopy(FrameDescriptor descriptor) {
        int slots = descriptor.getNumberOfSlots();
        this.kinds = new byte[slots];
        this.generic = new boolean[slots];
        for (int slot = 0; slot < slots; slot++) {
            kinds[slot] = descriptor.getSlotKind(slot).tag;
        }
    }

    /** Copies every slot of {@code from} into {@code to} (a frame of the same descriptor). */
    @ExplodeLoop
    public void copy(Frame from, Frame to) {
        for (int slot = 0; slot < kinds.length; slot++) {
            byte kind = kinds[slot];
            byte tag = from.getTag(slot);
            if (generic[slot]) {
                from.copyTo(slot, to, slot, 1);
            } else if (tag == kind) {
                FrameCopies.copySlot(from, to, slot, kind);
            } else if (tag == FrameSlotKind.Object.tag && from.getObject(slot) == null) {
                writeZero(to, slot, kind);
            } else if (tag == FrameSlotKind.Illegal.tag) {
                // a local of a loop body, cleared at the end of an iteration (IterationLocals)
                to.clear(slot);
            } else {
                CompilerDirectives.transferToInterpreterAndInvalidate();
                generic[slot] = true;
                from.copyTo(slot, to, slot, 1);
            }
        }
    }

    /** A slot of kind {@code kind} never written: the kind's zero ({@code null} for objects). */
    private static void writeZero(Frame to, int slot, byte kind) {
        if (kind == FrameSlotKind.Long.tag) {
            to.setLong(slot, 0L);
        } else if (kind == FrameSlotKind.Int.tag) {
            to.setInt(slot, 0);
        } else if (kind == FrameSlotKind.Double.tag) {
            to.setDouble(slot, 0.0);
        } else if (kind == FrameSlotKind.Boolean.tag) {
            to.setBoolean(slot, false);
        } else if (kind == FrameSlotKind.Float.tag) {
            to.setFloat(slot, 0.0f);
        } else {
            to.setObject(slot, null);
        }
    }
}
