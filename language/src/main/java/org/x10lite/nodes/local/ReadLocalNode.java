package org.x10lite.nodes.local;

import com.oracle.truffle.api.dsl.NodeField;
import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;

/**
 * Reads a local variable from its frame slot. Slots are typed by the variable's static type,
 * so exactly one specialization is ever active and primitive locals stay unboxed.
 */
@NodeField(name = "slot", type = int.class)
public abstract class ReadLocalNode extends X10ExpressionNode {

    public abstract int getSlot();

    @Specialization(guards = "frame.isLong(getSlot())")
    protected long readLong(VirtualFrame frame) {
        return frame.getLong(getSlot());
    }

    @Specialization(guards = "frame.isInt(getSlot())")
    protected int readInt(VirtualFrame frame) {
        return frame.getInt(getSlot());
    }

    @Specialization(guards = "frame.isDouble(getSlot())")
    protected double readDouble(VirtualFrame frame) {
        return frame.getDouble(getSlot());
    }

    @Specialization(guards = "frame.isFloat(getSlot())")
    protected float readFloat(VirtualFrame frame) {
        return frame.getFloat(getSlot());
    }

    @Specialization(guards = "frame.isBoolean(getSlot())")
    protected boolean readBoolean(VirtualFrame frame) {
        return frame.getBoolean(getSlot());
    }

    @Specialization(replaces = {"readLong", "readInt", "readDouble", "readFloat", "readBoolean"})
    protected Object readObject(VirtualFrame frame) {
        return frame.getValue(getSlot());
    }
}
