package org.x10lite.workstealing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.frame.MaterializedFrame;
import org.junit.jupiter.api.Test;

/**
 * A part of a function (a loop share, a fresh task) is called with the function's arguments and
 * one of its own. Copies of a part's frame, and parts called on them, carry the function's
 * arguments alone, however deep the shares of shares and tasks of tasks go: a part's call
 * target then always sees arguments of one length and kind (Truffle profiles them, and compiled
 * code depends on the profile). Before, each generation added one argument: a steal splitting a
 * thief's share invalidated the share's compiled code ("Profiled Argument Types").
 */
class PartArgumentsTest {
    private static final FrameDescriptor FUNCTION_SHAPE;
    static {
        FrameDescriptor.Builder b = FrameDescriptor.newBuilder();
        b.addSlot(FrameSlotKind.Long, "i", null);
        FUNCTION_SHAPE = b.build();
    }

    private static MaterializedFrame frame(Object... args) {
        return Truffle.getRuntime().createMaterializedFrame(args, FUNCTION_SHAPE);
    }

    @Test
    void aFunctionsFrameKeepsItsArguments() {
        Object[] args = {"receiver", 300L, 2.5};
        MaterializedFrame f = frame(args);
        assertSame(args, FrameCopies.functionArguments(f), "no copy of the arguments where there is nothing to drop");
        assertArrayEquals(args, FrameCopies.copy(f).getArguments());
    }

    @Test
    void sharesOfSharesTakeTheFunctionsArgumentsAlone() {
        MaterializedFrame function = frame("receiver", 300L);
        ResumeFrame share = new ResumeFrame(null, FrameCopies.copy(function), 0, 0);
        for (int generation = 0; generation < 4; generation++) {
            Object[] shareArguments = LoopShares.arguments(share);
            assertArrayEquals(new Object[]{"receiver", 300L, share}, shareArguments, "generation " + generation);
            // the share's own frame is called with those arguments; a steal splitting its loop
            // copies it for the next thief's share
            MaterializedFrame shareFrame = frame(shareArguments);
            MaterializedFrame thiefCopy = FrameCopies.copy(shareFrame);
            assertArrayEquals(new Object[]{"receiver", 300L}, thiefCopy.getArguments(), "generation " + generation);
            share = new ResumeFrame(null, thiefCopy, 0, 0);
        }
    }

    @Test
    void tasksOfTasksTakeTheFunctionsArgumentsAlone() {
        FreshTask outer = new FreshTask(null, frame("receiver", 7L), null, null);
        Object[] outerArguments = FrameCopies.partArguments(outer.frame, outer);
        assertArrayEquals(new Object[]{"receiver", 7L, outer}, outerArguments);
        // an async in the outer task's body copies the task root's frame for an inner task
        FreshTask inner = new FreshTask(null, frame(FrameCopies.functionArguments(frame(outerArguments))), null, null);
        assertArrayEquals(new Object[]{"receiver", 7L, inner}, FrameCopies.partArguments(inner.frame, inner));
        // and a share of a loop in a task's body, and a task spawned in a share
        ResumeFrame share = new ResumeFrame(null, FrameCopies.copy(frame(outerArguments)), 0, 0);
        assertArrayEquals(new Object[]{"receiver", 7L, share}, LoopShares.arguments(share));
        assertArrayEquals(new Object[]{"receiver", 7L}, FrameCopies.functionArguments(frame(LoopShares.arguments(share))));
    }
}
