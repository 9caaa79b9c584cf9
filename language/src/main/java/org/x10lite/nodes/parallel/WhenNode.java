package org.x10lite.nodes.parallel;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.UnexpectedResultException;
import com.oracle.truffle.api.profiles.BranchProfile;
import org.x10lite.X10Context;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.resume.Injection;
import org.x10lite.nodes.resume.ResumePath;
import org.x10lite.nodes.resume.ResumePointStatement;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.workstealing.AtomicSection;
import org.x10lite.workstealing.Scheduler;

/**
 * {@code when (c) S}: waits until c holds, then runs S, atomically. A false condition parks the
 * rest of the activity, from this {@code when}, as a continuation in the {@link AtomicSection}
 * (the worker goes on with other work); the next atomic section to end makes it runnable, and
 * it runs this statement again (so a {@code when} is also a resume point). Only if the
 * continuation cannot be taken off the stack does the thread wait here, as a blocked worker.
 * With serial elision only one activity exists, so a false condition can never become true:
 * that is reported as an {@code x10.lang.DeadlockException} rather than waiting forever.
 */
public final class WhenNode extends ResumePointStatement {
    @Child private X10ExpressionNode condition;
    @Child private X10StatementNode body;
    private final boolean elided;
    private final BranchProfile waitProfile = BranchProfile.create();

    public WhenNode(X10ExpressionNode condition, X10StatementNode body, boolean elided) {
        this.condition = condition;
        this.body = body;
        this.elided = elided;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        AtomicSection section = X10Context.get(this).atomicSection;
        section.enterWhen(this);
        boolean bodyRan = false;
        try {
            if (!test(frame)) {
                // compiled in once seen, not a deoptimization: a false condition is an ordinary
                // event, and deoptimizing at each one made compiled code a deoptimization cycle
                waitProfile.enter();
                if (elided) {
                    throw serialDeadlock(this);
                }
                // returns holding the lock once the condition holds, or parks and unwinds
                Scheduler.awaitCondition(this, section, frame.materialize());
            }
            bodyRan = true;
            body.executeVoid(frame);
        } finally {
            // only an ended body can have made another waiter's condition true
            if (bodyRan) {
                section.exit();
            } else {
                section.exitUnchanged();
            }
        }
    }

    /** A false condition where finish and async run serially: nothing else can run to make it true. */
    public static X10Exception serialDeadlock(Node location) {
        return X10Exception.create(ExceptionKind.DEADLOCK,
                        "the condition of 'when' is false and no other activity can make it true (finish and async run serially)", location);
    }

    /**
     * Resumed in a slow clone: the parked activity runs this {@code when} again, unless the
     * runtime found that nothing can make its condition true (then the verdict is injected).
     */
    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        Injection verdict = Injection.take(frame, this);
        if (verdict != null) {
            verdict.deliver();
        }
        executeVoid(frame);
    }

    /** Evaluates the condition (holding the atomic lock). */
    public boolean test(VirtualFrame frame) {
        try {
            return condition.executeBoolean(frame);
        } catch (UnexpectedResultException e) {
            throw new AssertionError(e);
        }
    }
}
