package org.x10lite.nodes.resume;

import com.oracle.truffle.api.instrumentation.InstrumentableNode.WrapperNode;
import org.x10lite.nodes.X10StatementNode;

/**
 * The statements from where a slow clone starts resuming down to the statement that holds
 * the resume point. Each statement on the path re-enters the next one instead of starting
 * from its beginning, then carries on normally: a block with its next statement, a loop with
 * its next iteration, a finish with its end.
 */
public final class ResumePath {
    private final X10StatementNode[] statements;
    private int position;

    public ResumePath(X10StatementNode[] statements) {
        this.statements = statements;
    }

    /**
     * Called by the statement at the current position: returns the next statement to re-enter,
     * which is the parent's child as it is now (a tool's wrapper, if one was inserted).
     */
    public X10StatementNode enter(X10StatementNode self) {
        passWrapperOf(self);
        assert statements[position] == self : "resume path out of step";
        position++;
        return statements[position];
    }

    /** True if {@code self} is the last statement of the path: it holds the resume point. */
    public boolean isLast(X10StatementNode self) {
        passWrapperOf(self);
        return position == statements.length - 1 && statements[position] == self;
    }

    /** A wrapper re-enters its delegate by resuming it: the delegate's turn on the path comes next. */
    private void passWrapperOf(X10StatementNode self) {
        if (statements[position] instanceof WrapperNode w && w.getDelegateNode() == self) {
            position++;
        }
    }

    /** Starts walking the path: re-enters its first statement. */
    public void resumeFirst(com.oracle.truffle.api.frame.VirtualFrame frame) {
        statements[0].resume(frame, this);
    }
}
