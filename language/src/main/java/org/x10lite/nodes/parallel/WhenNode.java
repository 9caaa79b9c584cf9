package org.x10lite.nodes.parallel;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.UnexpectedResultException;
import org.x10lite.X10Context;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.workstealing.Scheduler;

/**
 * {@code when (c) S}: waits until c holds, then runs S, atomically. While it waits the worker
 * counts as blocked, so the pool may add a compensating worker: the activity that will make c
 * true may be the rest of this very worker's stack, which another worker must steal. With
 * serial elision only one activity exists, so a false condition can never become true: that
 * is reported as an {@code x10.lang.DeadlockException} rather than waiting forever.
 */
public final class WhenNode extends X10StatementNode {
    @Child private X10ExpressionNode condition;
    @Child private X10StatementNode body;
    private final boolean elided;

    public WhenNode(X10ExpressionNode condition, X10StatementNode body, boolean elided) {
        this.condition = condition;
        this.body = body;
        this.elided = elided;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        AtomicSection section = X10Context.get(this).atomicSection;
        section.enterWhen(this);
        try {
            if (!test(frame)) {
                CompilerDirectives.transferToInterpreter();
                if (elided) {
                    throw X10Exception.create(ExceptionKind.DEADLOCK,
                                    "the condition of 'when' is false and no other activity can make it true (finish and async run serially)", this);
                }
                MaterializedFrame waiting = frame.materialize();
                Scheduler.awaitCondition(this, section, () -> test(waiting));
            }
            body.executeVoid(frame);
        } finally {
            section.exit();
        }
    }

    private boolean test(VirtualFrame frame) {
        try {
            return condition.executeBoolean(frame);
        } catch (UnexpectedResultException e) {
            throw new AssertionError(e);
        }
    }
}
