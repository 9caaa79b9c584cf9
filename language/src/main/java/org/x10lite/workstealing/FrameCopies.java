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
            byte tag = source.getTag(i);
            if (tag == FrameSlotKind.Long.tag) {
                copy.setLong(i, source.getLong(i));
            } else if (tag == FrameSlotKind.Int.tag) {
                copy.setInt(i, source.getInt(i));
            } else if (tag == FrameSlotKind.Double.tag) {
                copy.setDouble(i, source.getDouble(i));
            } else if (tag == FrameSlotKind.Float.tag) {
                copy.setFloat(i, source.getFloat(i));
            } else if (tag == FrameSlotKind.Boolean.tag) {
                copy.setBoolean(i, source.getBoolean(i));
            } else if (tag == FrameSlotKind.Byte.tag) {
                copy.setByte(i, source.getByte(i));
            } else if (tag == FrameSlotKind.Object.tag) {
                copy.setObject(i, source.getObject(i));
            }
            // Illegal: never written, nothing to copy
        }
        return copy;
    }
}
