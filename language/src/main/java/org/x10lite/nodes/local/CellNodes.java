package org.x10lite.nodes.local;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.values.LocalCell;

/**
 * Locals that activities share ({@code var}s used in asyncs, {@code val}s assigned by asyncs)
 * live in a {@link LocalCell} the frame slot points to. A thief's copy of the frame points to
 * the same cell. In compiled code a cell that does not escape is scalar-replaced like the
 * frame itself.
 */
public final class CellNodes {
    private CellNodes() {
    }

    /** The declaration: a new cell holding the initial value (or nothing yet). */
    public static final class NewCellNode extends X10ExpressionNode {
        private final int slot;
        @Child private X10ExpressionNode value;

        public NewCellNode(int slot, X10ExpressionNode value) {
            this.slot = slot;
            this.value = value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            Object v = value == null ? null : value.executeGeneric(frame);
            frame.setObject(slot, new LocalCell(v));
            return v;
        }
    }

    public static final class ReadCellNode extends X10ExpressionNode {
        private final int slot;

        public ReadCellNode(int slot) {
            this.slot = slot;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            return ((LocalCell) frame.getObject(slot)).get();
        }
    }

    public static final class WriteCellNode extends X10ExpressionNode {
        private final int slot;
        @Child private X10ExpressionNode value;

        public WriteCellNode(int slot, X10ExpressionNode value) {
            this.slot = slot;
            this.value = value;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            Object v = value.executeGeneric(frame);
            ((LocalCell) frame.getObject(slot)).set(v);
            return v;
        }
    }
}
