package org.x10lite.nodes.local;

import com.oracle.truffle.api.dsl.NodeChild;
import com.oracle.truffle.api.dsl.NodeField;
import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;

/**
 * Writes a local variable's frame slot and yields the value (assignment is an expression).
 * The slot kind was fixed from the static type when the frame descriptor was built.
 */
@NodeChild("value")
@NodeField(name = "slot", type = int.class)
@NodeField(name = "kind", type = FrameSlotKind.class)
public abstract class WriteLocalNode extends X10ExpressionNode {
    /** True if this write gives a local declared here its first value (not an assignment). */
    private boolean declaration;

    protected abstract int getSlot();

    /** Marks this write as a declaration: the variable's scope starts here. */
    public final WriteLocalNode markDeclaration() {
        declaration = true;
        return this;
    }

    public final boolean isDeclaration() {
        return declaration;
    }

    /** The slot's kind, fixed from the variable's static type. */
    protected abstract FrameSlotKind getKind();

    @Specialization(guards = "getKind() == LONG")
    protected long writeLong(VirtualFrame frame, long value) {
        frame.setLong(getSlot(), value);
        return value;
    }

    @Specialization(guards = "getKind() == INT")
    protected int writeInt(VirtualFrame frame, int value) {
        frame.setInt(getSlot(), value);
        return value;
    }

    @Specialization(guards = "getKind() == DOUBLE")
    protected double writeDouble(VirtualFrame frame, double value) {
        frame.setDouble(getSlot(), value);
        return value;
    }

    @Specialization(guards = "getKind() == FLOAT")
    protected float writeFloat(VirtualFrame frame, float value) {
        frame.setFloat(getSlot(), value);
        return value;
    }

    @Specialization(guards = "getKind() == BOOLEAN")
    protected boolean writeBoolean(VirtualFrame frame, boolean value) {
        frame.setBoolean(getSlot(), value);
        return value;
    }

    @Specialization(replaces = {"writeLong", "writeInt", "writeDouble", "writeFloat", "writeBoolean"})
    protected Object writeObject(VirtualFrame frame, Object value) {
        frame.setObject(getSlot(), value);
        return value;
    }

    protected static final FrameSlotKind LONG = FrameSlotKind.Long;
    protected static final FrameSlotKind INT = FrameSlotKind.Int;
    protected static final FrameSlotKind DOUBLE = FrameSlotKind.Double;
    protected static final FrameSlotKind FLOAT = FrameSlotKind.Float;
    protected static final FrameSlotKind BOOLEAN = FrameSlotKind.Boolean;
}
