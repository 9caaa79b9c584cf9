package org.x10lite.workstealing;

import com.oracle.truffle.api.CallTarget;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.parts.LoopShareRootNode;
import org.x10lite.nodes.parts.PartOfFunctionRootNode;

/**
 * How the runtime runs shares of a split loop in {@link LoopShareRootNode}s: a thief's share
 * ({@link #runUntilDone}, from its continuation), and a victim's shares, the rest of a loop whose
 * frame a steal made a heap frame ({@link #runRestOf} and the two after it, called by the loop).
 * A share's arguments are the function's, then the {@link ResumeFrame} it started from.
 */
public final class LoopShares {
    private LoopShares() {
    }

    /** The arguments of a call that runs the share {@code rf}. */
    static Object[] arguments(ResumeFrame rf) {
        return FrameCopies.partArguments(rf.frame, rf);
    }

    /** The share a frame of a loop share's root runs (its last argument). */
    public static ResumeFrame shareOf(Object[] arguments) {
        return (ResumeFrame) arguments[arguments.length - 1];
    }

    /**
     * Runs the rest of {@code loop}, which a steal stopped for a hand-over in {@code frame}, in
     * victim's shares. Called by the loop itself, in its own (interpreted, resumed or
     * on-stack-replaced) activation.
     */
    @TruffleBoundary(transferToInterpreterOnException = false)
    public static void runRestOf(ForRangeNode loop, MaterializedFrame frame) {
        if (loop.takeRest(frame)) {
            Scheduler.state(loop).counters().handOvers++;
            runInVictimShares(loop, frame);
        }
    }

    /**
     * Runs the iterations of {@code loop} after the one a continuation resumed in its middle, in
     * victim's shares: the resumed activation runs on a heap frame, and the rest of a loop there
     * can be long (a flat {@code finish for ... async} loop inside a loop: after a finish parked
     * in round k, every round after k). In a share those iterations run as compiled, on a
     * virtual frame; the resumed activation waits in the call, as after a hand-over. Called by
     * the loop, in the resumed activation.
     */
    @TruffleBoundary(transferToInterpreterOnException = false)
    public static void runRestOfResumed(ForRangeNode loop, MaterializedFrame frame) {
        // a steal during the resumed iteration may have stopped the loop for a hand-over
        loop.takeRest(frame);
        if (loop.hasIterationsLeft(frame)) {
            Scheduler.state(loop).counters().resumedLoopRests++;
            runInVictimShares(loop, frame);
        }
    }

    /**
     * Runs a loop that starts in resumed code (its counter and limit set in {@code frame}) in
     * victim's shares, for the same reason as {@link #runRestOfResumed}: a loop run after the
     * resume point, such as the check of the array after Quicksort's top-level sort, would
     * otherwise run on the slow clone's heap frame. Called by the loop, in the slow clone.
     */
    @TruffleBoundary(transferToInterpreterOnException = false)
    public static void runStartedInResumedCode(ForRangeNode loop, MaterializedFrame frame) {
        if (loop.hasIterationsLeft(frame)) {
            Scheduler.state(loop).counters().resumedLoops++;
            runInVictimShares(loop, frame);
        }
    }

    /** Runs the iterations {@code frame} names for {@code loop} in victim's shares of its activation's frame. */
    private static void runInVictimShares(ForRangeNode loop, MaterializedFrame frame) {
        runUntilDone(new ResumeFrame(functionOf(loop), frame, loop.getResumeId(), ResumeFrame.CALLER_ACTIVATION), loop);
    }

    /**
     * Runs the share {@code rf} of {@code loop} (a node of the original tree), and a fresh share
     * for the rest each time a steal stops it for a hand-over.
     */
    static void runUntilDone(ResumeFrame rf, ForRangeNode loop) {
        CallTarget share = rf.function.loopShare(rf.resumeId).getCallTarget();
        Object[] args = arguments(rf);
        do {
            share.call(args);
        } while (loop.takeRest(rf.frame));
    }

    private static X10RootNode functionOf(Node node) {
        return PartOfFunctionRootNode.functionOf(node.getRootNode());
    }

}
