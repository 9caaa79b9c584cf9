package org.x10lite.nodes.parallel;

import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.X10Language;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.values.X10Exception;

/**
 * {@code async S}, work-first: S runs at once, in place, in the frame of the enclosing
 * function (async bodies never get a frame of their own). No allocation, no queue. An
 * exception that ends the activity goes to its governing finish instead of to the spawner.
 */
public final class AsyncNode extends X10StatementNode {
    @Child private X10StatementNode body;

    public AsyncNode(X10StatementNode body) {
        this.body = body;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        try {
            body.executeVoid(frame);
        } catch (X10Exception e) {
            // the exception stops here, so record the guest stack it was thrown from now
            TruffleStackTrace.fillIn(e);
            X10Language.activityState(this).activityFailed(e);
        }
    }
}
