package org.x10lite.workstealing;

import com.oracle.truffle.api.frame.MaterializedFrame;
import org.x10lite.nodes.call.X10RootNode;

/**
 * One frame of a continuation: a heap copy of a function's frame and where to go on in it. The
 * frame resumes after resume point {@code resumeId} (an async, a finish, or a call that has
 * returned) and runs to the end of the function, or, if {@code boundaryId} names an async, to
 * the end of that async's body: where the activity the continuation belongs to began; or, for a
 * thief's share of a split loop, both name the loop (see {@code LoopShareRootNode}). A victim's
 * share of a split loop names the loop and {@link #CALLER_ACTIVATION}: it is no continuation,
 * but the call that runs the rest of a loop for the activation below it.
 */
public final class ResumeFrame {
    public final X10RootNode function;
    public final MaterializedFrame frame;
    public final int resumeId;
    public final int boundaryId;
    /**
     * For a loop share: true while the share's own frame holds the activation's state, from its
     * copy in to its copy back (see {@code LoopShareRootNode#execute}). Before and after, the
     * share root may still be on the stack (Truffle polls for safepoints as a root returns,
     * interpreted or compiled: after the copy back), but {@link #frame} is the live one: a steal
     * that wrote into the share's frame then would be lost, and the victim would run what the
     * thief took too.
     */
    public boolean stateInShareFrame;

    /** The {@code boundaryId} of a victim's share: its activity is its caller's. */
    static final int CALLER_ACTIVATION = -2;

    ResumeFrame(X10RootNode function, MaterializedFrame frame, int resumeId, int boundaryId) {
        this.function = function;
        this.frame = frame;
        this.resumeId = resumeId;
        this.boundaryId = boundaryId;
    }

    /** A thief's share of a split loop: it starts at the loop itself, which is also where it ends. */
    boolean isLoopShare() {
        return resumeId == boundaryId;
    }

    /** The rest of a loop run by the victim whose frame it is (see {@link LoopShares#runRestOf}). */
    boolean isVictimShare() {
        return boundaryId == CALLER_ACTIVATION;
    }
}
