package org.x10lite.nodes.local;

import com.oracle.truffle.api.dsl.NodeChild;
import com.oracle.truffle.api.dsl.NodeField;
import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.resume.StealWrites;
import org.x10lite.values.LocalCell;

/**
 * Locals that activities may share: a {@code var} whose name an async of the function uses, or
 * a {@code val} assigned later (an async may assign it: {@code val f1:Long; finish { async f1 =
 * ...; }}). They live in typed frame slots like any local, so the fast code keeps them in
 * registers and allocates nothing for them. Only a steal shares them: before it copies a frame
 * for a thief it moves each such local of the frame into a {@link LocalCell}
 * ({@code FrameCopies.shareLocals}), which the victim's frame and the thief's copy then both
 * point to; from then on these nodes read and write through the cell, in that frame and in the
 * frames copied from it. (Cells made at each declaration, whether anything was stolen or not,
 * doubled the bytes Fib allocated per call that was not inlined, and cost it a quarter of its
 * time: docs/performance.md.) The slots are marked {@link #SHARED} in the frame descriptor.
 *
 * <p>A steal changes these slots (a typed value, or nothing, becomes a cell) in a frame that may
 * be a heap frame a loop compiled by on-stack replacement goes on running on, not deoptimized by
 * the steal; compiled code may keep a slot's tag from before the steal's safepoint poll. So in a
 * loop (body or condition) the nodes look at the frame after {@link StealWrites#observe()}, as
 * the nodes that read the other slots a steal writes do.
 */
public final class SharedLocalNodes {
    /** The slot info ({@code FrameDescriptor.getSlotInfo}) of a local that activities may share. */
    public static final Object SHARED = new Object() {
        @Override
        public String toString() {
            return "shared local";
        }
    };

    private SharedLocalNodes() {
    }

    /**
     * Reads a shared local: its typed slot, as {@link ReadLocalNode} does, or its cell once a
     * steal made one. In the fast code the frame is virtual and its tags known, so only the typed
     * read is left.
     */
    @NodeField(name = "slot", type = int.class)
    @NodeField(name = "inLoop", type = boolean.class)
    public abstract static class ReadSharedLocalNode extends X10ExpressionNode {
        protected static final byte LONG = FrameSlotKind.Long.tag;
        protected static final byte INT = FrameSlotKind.Int.tag;
        protected static final byte DOUBLE = FrameSlotKind.Double.tag;
        protected static final byte FLOAT = FrameSlotKind.Float.tag;
        protected static final byte BOOLEAN = FrameSlotKind.Boolean.tag;
        protected static final byte OBJECT = FrameSlotKind.Object.tag;

        protected abstract int getSlot();

        /** True if the node is in a loop's body or condition (see the class comment). */
        protected abstract boolean isInLoop();

        /** The slot's tag as a steal may have left it. */
        protected final byte tag(VirtualFrame frame) {
            if (isInLoop()) {
                StealWrites.observe();
            }
            return frame.getTag(getSlot());
        }

        @Specialization(guards = "tag(frame) == LONG")
        protected long readLong(VirtualFrame frame) {
            return frame.getLong(getSlot());
        }

        @Specialization(guards = "tag(frame) == INT")
        protected int readInt(VirtualFrame frame) {
            return frame.getInt(getSlot());
        }

        @Specialization(guards = "tag(frame) == DOUBLE")
        protected double readDouble(VirtualFrame frame) {
            return frame.getDouble(getSlot());
        }

        @Specialization(guards = "tag(frame) == FLOAT")
        protected float readFloat(VirtualFrame frame) {
            return frame.getFloat(getSlot());
        }

        @Specialization(guards = "tag(frame) == BOOLEAN")
        protected boolean readBoolean(VirtualFrame frame) {
            return frame.getBoolean(getSlot());
        }

        /** A local of a reference type, or any local a steal put in a cell. */
        @Specialization(guards = "tag(frame) == OBJECT")
        protected Object readObject(VirtualFrame frame) {
            Object v = frame.getObject(getSlot());
            return v instanceof LocalCell cell ? cell.get() : v;
        }
    }

    /** Writes a shared local: into its cell if a steal made one, else its typed slot, as {@link WriteLocalNode} does. */
    @NodeChild("value")
    @NodeField(name = "slot", type = int.class)
    @NodeField(name = "kind", type = FrameSlotKind.class)
    @NodeField(name = "inLoop", type = boolean.class)
    public abstract static class WriteSharedLocalNode extends X10ExpressionNode {
        protected abstract int getSlot();

        protected abstract FrameSlotKind getKind();

        /** True if the node is in a loop's body or condition (see the class comment). */
        protected abstract boolean isInLoop();

        @Specialization(guards = {"getKind() == LONG", "!holdsCell(frame)"})
        protected long writeLong(VirtualFrame frame, long value) {
            frame.setLong(getSlot(), value);
            return value;
        }

        @Specialization(guards = {"getKind() == INT", "!holdsCell(frame)"})
        protected int writeInt(VirtualFrame frame, int value) {
            frame.setInt(getSlot(), value);
            return value;
        }

        @Specialization(guards = {"getKind() == DOUBLE", "!holdsCell(frame)"})
        protected double writeDouble(VirtualFrame frame, double value) {
            frame.setDouble(getSlot(), value);
            return value;
        }

        @Specialization(guards = {"getKind() == FLOAT", "!holdsCell(frame)"})
        protected float writeFloat(VirtualFrame frame, float value) {
            frame.setFloat(getSlot(), value);
            return value;
        }

        @Specialization(guards = {"getKind() == BOOLEAN", "!holdsCell(frame)"})
        protected boolean writeBoolean(VirtualFrame frame, boolean value) {
            frame.setBoolean(getSlot(), value);
            return value;
        }

        @Specialization(guards = "holdsCell(frame)")
        protected Object writeCell(VirtualFrame frame, Object value) {
            ((LocalCell) frame.getObject(getSlot())).set(value);
            return value;
        }

        @Specialization(guards = "!holdsCell(frame)", replaces = {"writeLong", "writeInt", "writeDouble", "writeFloat", "writeBoolean"})
        protected Object writeObject(VirtualFrame frame, Object value) {
            frame.setObject(getSlot(), value);
            return value;
        }

        /** True if {@code frame}'s slot holds the cell a steal made for it (looked at after the value is computed: a steal may come meanwhile). */
        protected final boolean holdsCell(VirtualFrame frame) {
            if (isInLoop()) {
                StealWrites.observe();
            }
            int slot = getSlot();
            return frame.isObject(slot) && frame.getObject(slot) instanceof LocalCell;
        }

        protected static final FrameSlotKind LONG = FrameSlotKind.Long;
        protected static final FrameSlotKind INT = FrameSlotKind.Int;
        protected static final FrameSlotKind DOUBLE = FrameSlotKind.Double;
        protected static final FrameSlotKind FLOAT = FrameSlotKind.Float;
        protected static final FrameSlotKind BOOLEAN = FrameSlotKind.Boolean;
    }

    /**
     * The declaration of a shared {@code val} assigned later: a new variable, so the slot forgets
     * whatever it held, above all a cell that a steal shared with a thief, which the assignment
     * would otherwise write into. (A loop also clears its body's locals after each iteration,
     * {@code IterationLocals}; the declaration does not rely on being in a loop.)
     */
    public static final class DeclareSharedLocalNode extends X10StatementNode {
        private final int slot;

        public DeclareSharedLocalNode(int slot) {
            this.slot = slot;
        }

        @Override
        public void executeVoid(VirtualFrame frame) {
            frame.clear(slot);
        }
    }
}
