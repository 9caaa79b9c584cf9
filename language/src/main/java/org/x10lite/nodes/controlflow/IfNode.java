package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.UnexpectedResultException;
import com.oracle.truffle.api.profiles.CountingConditionProfile;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.resume.ResumePath;

public final class IfNode extends X10StatementNode {
    @Child private X10ExpressionNode condition;
    @Child private X10StatementNode thenPart;
    @Child private X10StatementNode elsePart;
    private final CountingConditionProfile profile = CountingConditionProfile.create();

    public IfNode(X10ExpressionNode condition, X10StatementNode thenPart, X10StatementNode elsePart) {
        this.condition = condition;
        this.thenPart = thenPart;
        this.elsePart = elsePart;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        if (profile.profile(evaluateCondition(condition, frame))) {
            thenPart.executeVoid(frame);
        } else if (elsePart != null) {
            elsePart.executeVoid(frame);
        }
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        path.enter(this).resume(frame, path);
    }

    @Override
    public boolean resumesInto(X10StatementNode child) {
        return child == thenPart || child == elsePart;
    }

    public X10ExpressionNode getCondition() {
        return condition;
    }

    /** The branch other than {@code branch} (one of this node's two), or null if there is none. */
    public X10StatementNode otherBranch(Node branch) {
        return branch == thenPart ? elsePart : thenPart;
    }

    static boolean evaluateCondition(X10ExpressionNode condition, VirtualFrame frame) {
        try {
            return condition.executeBoolean(frame);
        } catch (UnexpectedResultException e) {
            throw new AssertionError("condition is not a Boolean", e);
        }
    }
}
