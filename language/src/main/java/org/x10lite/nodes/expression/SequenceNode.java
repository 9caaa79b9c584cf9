package org.x10lite.nodes.expression;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import com.oracle.truffle.api.nodes.UnexpectedResultException;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;

/**
 * Statements, then a value. The translator uses it where calls lifted out of an expression must
 * run only when that expression runs (the right side of {@code &&}, a loop condition) and for
 * read-modify-write operations that evaluate their target once ({@code a(i++) += v}).
 */
public final class SequenceNode extends X10ExpressionNode {
    @Children private final X10StatementNode[] statements;
    @Child private X10ExpressionNode value;

    public SequenceNode(X10StatementNode[] statements, X10ExpressionNode value) {
        this.statements = statements;
        this.value = value;
    }

    @ExplodeLoop
    private void runStatements(VirtualFrame frame) {
        for (X10StatementNode s : statements) {
            s.executeVoid(frame);
        }
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        runStatements(frame);
        return value.executeGeneric(frame);
    }

    @Override
    public long executeLong(VirtualFrame frame) throws UnexpectedResultException {
        runStatements(frame);
        return value.executeLong(frame);
    }

    @Override
    public int executeInt(VirtualFrame frame) throws UnexpectedResultException {
        runStatements(frame);
        return value.executeInt(frame);
    }

    @Override
    public double executeDouble(VirtualFrame frame) throws UnexpectedResultException {
        runStatements(frame);
        return value.executeDouble(frame);
    }

    @Override
    public boolean executeBoolean(VirtualFrame frame) throws UnexpectedResultException {
        runStatements(frame);
        return value.executeBoolean(frame);
    }
}
