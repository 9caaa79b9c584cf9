package org.x10lite.nodes.parallel;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.X10Context;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.workstealing.AtomicSection;

/** {@code atomic S}: S runs while holding the context's single atomic lock. */
public final class AtomicNode extends X10StatementNode {
    @Child private X10StatementNode body;

    public AtomicNode(X10StatementNode body) {
        this.body = body;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        AtomicSection section = X10Context.get(this).atomicSection;
        section.enter(this);
        try {
            body.executeVoid(frame);
        } finally {
            section.exit();
        }
    }
}
