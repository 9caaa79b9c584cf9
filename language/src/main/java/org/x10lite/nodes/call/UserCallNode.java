package org.x10lite.nodes.call;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.resume.Injection;
import org.x10lite.nodes.resume.ResumePoint;

/**
 * A call of user code: a method, a closure or a constructor. Such a call may spawn activities
 * that outlive it (escaping asyncs), so a thief may resume the caller just after it: in a slow
 * clone the call first looks for an {@link Injection} meant for it. In the fast code
 * {@code inSlowClone} is a compilation constant {@code false} and the check is not there.
 *
 * <p>Compiled slow-clone code (a resumed loop compiled by on-stack replacement) never looks: an
 * injection is made for the resume point and taken on the way down to it, which is interpreted
 * (see {@code SlowCloneRootNode}), before any loop around the point runs again. (It was
 * suspected of a pathological on-stack-replacement compilation of resumed loops, which once held
 * a worker for minutes; taking it out of compiled code did not prevent that, but it is one check
 * less per call. Range loops in resumed code now run in loop shares, not on-stack replaced.)
 */
public abstract class UserCallNode extends X10ExpressionNode implements ResumePoint {
    @CompilationFinal private int resumeId = -1;
    @CompilationFinal private boolean inSlowClone;

    protected UserCallNode() {
        markCall();
    }

    /** The result injected for this call when resuming, or null if the call must really run. */
    protected final Injection injected(VirtualFrame frame) {
        return inSlowClone && CompilerDirectives.inInterpreter() ? Injection.take(frame, this) : null;
    }

    /** Marks this call as part of a slow clone (done once, before the clone first runs). */
    public final void markInSlowClone() {
        this.inSlowClone = true;
    }

    @Override
    public final int getResumeId() {
        return resumeId;
    }

    @Override
    public final void setResumeId(int id) {
        this.resumeId = id;
    }
}
