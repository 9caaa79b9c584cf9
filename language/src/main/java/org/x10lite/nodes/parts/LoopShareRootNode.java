package org.x10lite.nodes.parts;

import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.instrumentation.InstrumentableNode.WrapperNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.call.InvokeNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.values.X10Exception;
import org.x10lite.workstealing.LoopShares;
import org.x10lite.workstealing.ResumeFrame;
import org.x10lite.workstealing.TypedFrameCopy;

/**
 * Runs a share of a split loop ({@code LoopSplit}) as ordinary compiled code: a copy of
 * the loop, alone in a root of its own, on a frame of the function's shape that starts as a copy
 * of the share's heap frame. The frame is virtual in compiled code, as in the fast code, so the
 * loop keeps its locals in registers; in the slow clone it would run on the heap frame, each
 * local a memory access (SOR's rows ran 1.6 times slower there). A share is the commonest
 * continuation of a program with flat loops, and it starts at the top of an iteration, so it
 * needs no resume dispatch.
 *
 * <p>Two kinds of share run here. A thief's share ({@code ResumeFrame#isLoopShare()}) is the
 * activity the thief got: to a steal its frame is like a fast frame whose activity began at the
 * loop ({@code StackWalk.Level#stopAt}). A victim's share ({@code ResumeFrame#isVictimShare()},
 * {@link LoopShares#runRestOf}) is the rest of a loop whose frame a steal made a heap frame (materialized
 * it, or copied it for a thief's slow clone), moved out of the interpreter: its frame stands for
 * the whole activation of its caller, which waits in the call with nothing to do but take the
 * frame back (the walk merges the two).
 *
 * <p>When a steal materializes a share's frame, the rest would run in the interpreter: instead
 * the loop stops after the iteration it is in ({@link ForRangeNode#stopForHandOver}), the share
 * copies its frame back and returns, and its caller starts a fresh, compiled share for the rest
 * ({@link LoopShares#runUntilDone}). Its arguments are the function's, then the {@link ResumeFrame} it
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

    @Override
    Object runPart(VirtualFrame frame) {
        ResumeFrame rf = LoopShares.shareOf(frame.getArguments());
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
