package org.x10lite.nodes.object;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.X10Context;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.statics.StaticFields;

/**
 * The holder of a class's static fields in the current context: the receiver of every static
 * field access. The node is shared by the contexts of an engine, the holder is not; with a
 * single context the context is a compilation constant and the lookup is two loads.
 */
public final class StaticFieldsNode extends X10ExpressionNode {
    private final StaticFields fields;

    public StaticFieldsNode(StaticFields fields) {
        this.fields = fields;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        return fields.holderIn(X10Context.get(this).index);
    }
}
