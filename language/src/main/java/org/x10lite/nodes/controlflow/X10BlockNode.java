package org.x10lite.nodes.controlflow;

import java.util.List;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.resume.ResumePath;

/** A sequence of statements. */
public final class X10BlockNode extends X10StatementNode {
    @Children private final X10StatementNode[] statements;

    public X10BlockNode(X10StatementNode[] statements) {
        this.statements = statements;
    }

    @Override
    @ExplodeLoop
    public void executeVoid(VirtualFrame frame) {
        for (X10StatementNode s : statements) {
            s.executeVoid(frame);
        }
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        X10StatementNode next = path.enter(this);
        int i = indexOf(next);
        next.resume(frame, path);
        for (int j = i + 1; j < statements.length; j++) {
            statements[j].executeVoid(frame);
        }
    }

    @Override
    public boolean resumesInto(X10StatementNode child) {
        return indexOf(child) >= 0;
    }

    /** True if {@code child} is this block's last statement. */
    public boolean endsWith(X10StatementNode child) {
        return statements.length > 0 && statements[statements.length - 1] == child;
    }

    /** The statements, in order. */
    public List<X10StatementNode> getStatements() {
        return List.of(statements);
    }

    private int indexOf(X10StatementNode child) {
        for (int i = 0; i < statements.length; i++) {
            if (statements[i] == child) {
                return i;
            }
        }
        return -1;
    }
}
