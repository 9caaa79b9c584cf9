package org.x10lite.workstealing;

import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.frame.MaterializedFrame;

/**
 * Copies a victim's frame for a thief, slot by slot with each slot's current tag. The copy is
 * shallow: heap cells of shared locals, records of finishes and objects are shared, which is
 * exactly what activities of one finish must share.
 */
final class FrameCopies {
    private FrameCopies() {
    }

    static MaterializedFrame copy(Frame source) {
        FrameDescriptor d = source.getFrameDescriptor();
        MaterializedFrame copy = Truffle.getRuntime().createMaterializedFrame(source.getArguments(), d);
        for (int i = 0; i < d.getNumberOfSlots(); i++) {
            copySlot(source, copy, i, source.getTag(i));
        }
        return copy;
    }

    /**
     * Copies one slot whose tag is {@code tag} (a compilation constant where the caller's is),
     * writing it with that tag. An illegal slot (never written, or a loop body's local cleared at
     * the end of an iteration) is not copied.
     */
    static void copySlot(Frame from, Frame to, int slot, byte tag) {
        if (tag == FrameSlotKind.Long.tag) {
            to.setLong(slot, from.getLong(slot));
        } else if (tag == FrameSlotKind.Int.tag) {
            to.setInt(slot, from.getInt(slot));
        } else if (tag == FrameSlotKind.Double.tag) {
            to.setDouble(slot, from.getDouble(slot));
        } else if (tag == FrameSlotKind.Float.tag) {
            to.setFloat(slot, from.getFloat(slot));
        } else if (tag == FrameSlotKind.Boolean.tag) {
            to.setBoolean(slot, from.getBoolean(slot));
        } else if (tag == FrameSlotKind.Byte.tag) {
            to.setByte(slot, from.getByte(slot));
        } else if (tag == FrameSlotKind.Object.tag) {
            to.setObject(slot, from.getObject(slot));
        }
    }
}
