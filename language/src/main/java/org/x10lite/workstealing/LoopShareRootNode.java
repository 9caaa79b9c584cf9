package org.x10lite.workstealing;

import com.oracle.truffle.api.CallTarget;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.instrumentation.InstrumentableNode.WrapperNode;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.call.InvokeNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.values.X10Exception;

/**
 * Runs a share of a split loop ({@link LoopSplit}) as ordinary compiled code: a copy of
 * the loop, alone in a root of its own, on a frame of the function's shape that starts as a copy
 * of the share's heap frame. The frame is virtual in compiled code, as in the fast code, so the
 * loop keeps its locals in registers; in the slow clone it would run on the heap frame, each
 * local a memory access (SOR's rows ran 1.6 times slower there). A share is the commonest
 * continuation of a program with flat loops, and it starts at the top of an iteration, so it
 * needs no resume dispatch.
 *
 * <p>Two kinds of share run here. A thief's share ({@link ResumeFrame#isLoopShare()}) is the
 * activity the thief got: to a steal its frame is like a fast frame whose activity began at the
 * loop ({@link StackWalk.Level#stopAt}). A victim's share ({@link ResumeFrame#isVictimShare()},
 * {@link #runRestOf}) is the rest of a loop whose frame a steal made a heap frame (materialized
 * it, or copied it for a thief's slow clone), moved out of the interpreter: its frame stands for
 * the whole activation of its caller, which waits in the call with nothing to do but take the
 * frame back (the walk merges the two).
 *
 * <p>When a steal materializes a share's frame, the rest would run in the interpreter: instead
 * the loop stops after the iteration it is in ({@link ForRangeNode#stopForHandOver}), the share
 * copies its frame back and returns, and its caller starts a fresh, compiled share for the rest
 * ({@link #runUntilDone}). Its arguments are the function's, then the {@link ResumeFrame} it
 * started from.
 */
public final class LoopShareRootNode extends PartOfFunctionRootNode {
    /** The loop copy; an instrument may wrap it (a share enters no statement: the victim did). */
    @Child private X10StatementNode loop;
    /** Slots to copy back: the whole frame of the function. */
    private final int slots;
    /** Copies the share's heap frame in, every slot with a tag partial evaluation knows. */
    private final TypedFrameCopy copyIn;

    public LoopShareRootNode(TruffleLanguage<?> language, X10RootNode function, ForRangeNode loop) {
        super(language, function.getFrameDescriptor(), function);
        this.loop = loop;
        loop.accept(n -> {
            if (n instanceof InvokeNode call) {
                call.keepSpawningCalleeOut();
            }
            return true;
        });
        this.slots = function.getFrameDescriptor().getNumberOfSlots();
        this.copyIn = new TypedFrameCopy(function.getFrameDescriptor());
    }

    /** The arguments of a call that runs the share {@code rf}. */
    static Object[] arguments(ResumeFrame rf) {
        Object[] functionArguments = rf.frame.getArguments();
        Object[] args = java.util.Arrays.copyOf(functionArguments, functionArguments.length + 1);
        args[functionArguments.length] = rf;
        return args;
    }

    /** The share a frame of this root runs (its last argument). */
    static ResumeFrame shareOf(Object[] arguments) {
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

    @Override
    Object runPart(VirtualFrame frame) {
        ResumeFrame rf = shareOf(frame.getArguments());
        MaterializedFrame share = rf.frame;
        copyIn.copy(share, frame);
        // from here to the copy back, a steal acts on this frame (see ResumeFrame.stateInShareFrame)
        rf.stateInShareFrame = true;
        try {
            ForRangeNode f = (ForRangeNode) (loop instanceof WrapperNode w ? w.getDelegateNode() : loop);
            f.runShare(frame);
        } catch (StackOverflowError e) {
            // the start of a resumed activity: the program sees X10's StackOverflowError
            throw X10Exception.stackOverflow(this);
        } finally {
            // the counter, the limit and the rest for the caller's next share; for a victim's
            // share, everything its caller's activation may read after the loop
            frame.copyTo(0, share, 0, slots);
            // a steal at the safepoint poll of this root's return must act on the caller's frame
            rf.stateInShareFrame = false;
        }
        return null;
    }

    @Override
    String part() {
        return "loop share";
    }
}
