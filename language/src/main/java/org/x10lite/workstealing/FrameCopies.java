package org.x10lite.workstealing;

import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.frame.MaterializedFrame;
import org.x10lite.nodes.local.SharedLocalNodes;
import org.x10lite.values.LocalCell;

/**
 * Copies a victim's frame for a thief, slot by slot with each slot's current tag. The copy is
 * shallow: heap cells of shared locals ({@link #shareLocals}, made just before), records of
 * finishes and objects are shared, which is exactly what activities of one finish must share.
 */
final class FrameCopies {
    private FrameCopies() {
    }

    /**
     * Puts every shared local of {@code frame} ({@link SharedLocalNodes#SHARED}) that is not in a
     * cell yet into a new {@link LocalCell}, so that the frame and the copies made of it from now
     * on share it: the fast code keeps these locals in typed slots until a steal needs them shared.
     * A local without a value yet (a {@code val} an async has still to assign, or one not yet in
     * scope, which its declaration then replaces) gets an empty cell.
     */
    static void shareLocals(MaterializedFrame frame) {
        FrameDescriptor d = frame.getFrameDescriptor();
        for (int i = 0; i < d.getNumberOfSlots(); i++) {
            if (d.getSlotInfo(i) == SharedLocalNodes.SHARED) {
                shareLocal(frame, i);
            }
        }
    }

    /** Puts the shared local in {@code slot} into a cell unless it is in one already (see {@link #shareLocals}). */
    static void shareLocal(Frame frame, int slot) {
        if (!(frame.isObject(slot) && frame.getObject(slot) instanceof LocalCell)) {
            Object value = frame.getTag(slot) == FrameSlotKind.Illegal.tag ? null : frame.getValue(slot);
            frame.setObject(slot, new LocalCell(value));
        }
    }

    static MaterializedFrame copy(Frame source) {
        FrameDescriptor d = source.getFrameDescriptor();
        MaterializedFrame copy = Truffle.getRuntime().createMaterializedFrame(functionArguments(source), d);
        for (int i = 0; i < d.getNumberOfSlots(); i++) {
            copySlot(source, copy, i, source.getTag(i));
        }
        return copy;
    }

    /**
     * The function's own arguments in {@code frame}, a frame of the function's shape. A part
     * of a function that runs on such a frame (a loop share, a fresh task's root) is called with
     * them and one argument of its own after them, its {@link ResumeFrame} or {@link FreshTask}.
     * A copy of that frame, and a part called on the copy, must carry the function's arguments
     * alone: otherwise a share of a share, or a task spawned in a task, would add one argument
     * more each time; a part's call target, called with arguments of several lengths, loses
     * Truffle's argument profile (invalidating code compiled on it), and each copy would keep the
     * parts before it alive. No value of the program is a {@code ResumeFrame} or {@code FreshTask}.
     */
    static Object[] functionArguments(Frame frame) {
        Object[] args = frame.getArguments();
        int n = args.length;
        if (n > 0 && (args[n - 1] instanceof ResumeFrame || args[n - 1] instanceof FreshTask)) {
            return java.util.Arrays.copyOf(args, n - 1);
        }
        return args;
    }

    /** A part's arguments: the function's in {@code frame}, then {@code own}, the part's. */
    static Object[] partArguments(Frame frame, Object own) {
        Object[] functionArguments = functionArguments(frame);
        Object[] args = java.util.Arrays.copyOf(functionArguments, functionArguments.length + 1);
        args[functionArguments.length] = own;
        return args;
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
