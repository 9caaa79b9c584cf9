package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RepeatingNode;
import com.oracle.truffle.api.profiles.BranchProfile;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.ControlFlowException.BreakException;
import org.x10lite.nodes.controlflow.ControlFlowException.ContinueException;
import org.x10lite.nodes.resume.ResumePath;

/**
 * One iteration of {@code while}, {@code do-while} or C-style {@code for}: optionally test the
 * condition before the body ({@code while}) or after it ({@code do}), then run the update.
 * Run by a Truffle {@link com.oracle.truffle.api.nodes.LoopNode} so long loops are compiled
 * with on-stack replacement.
 */
public final class LoopBodyNode extends Node implements RepeatingNode {
    @Child private X10ExpressionNode condition;
    @Child private X10StatementNode body;
    @Child private X10StatementNode update;
    private final boolean testFirst;
    private final IterationLocals iterationLocals;
    private final BranchProfile breakTaken = BranchProfile.create();
    private final BranchProfile continueTaken = BranchProfile.create();

    /** {@code iterationLocals}: the slots of the locals and temporaries of {@code body} (see {@link IterationLocals}). */
    public LoopBodyNode(X10ExpressionNode condition, X10StatementNode body, X10StatementNode update, boolean testFirst, int[] iterationLocals) {
        this.iterationLocals = IterationLocals.of(iterationLocals);
        this.condition = condition;
        this.body = body;
        this.update = update;
        this.testFirst = testFirst;
    }

    /**
     * Runs one iteration. The blackhole, which compiles to nothing, keeps Graal from taking the
     * loop for a counted one (its counted-loop detection wants the loop's test first): Graal
     * compiles a leaf loop counted in {@code int}, such as {@code while (i < n) { ...; i++; }}
     * over {@code Int}s, without safepoint polls, and a worker in it would answer a steal only
     * when the loop ends (StealLatencyTest; docs/runtime.md, <i>Steal latency</i>). Range loops
     * are the counted loops of X10; they stay answerable in chunks instead ({@link PollChunks}).
     * Chunks here made Quicksort's short {@code while} loops 1.1 to 1.4 times slower (2026-11-27,
     * in-process repetitions, elided), the blackhole nothing measurable.
     */
    @Override
    public boolean executeRepeating(VirtualFrame frame) {
        CompilerDirectives.blackhole(0);
        return executeIteration(frame);
    }

    private boolean executeIteration(VirtualFrame frame) {
        if (testFirst && condition != null && !IfNode.evaluateCondition(condition, frame)) {
            return false;
        }
        try {
            body.executeVoid(frame);
        } catch (BreakException e) {
            breakTaken.enter();
            iterationLocals.clear(frame);
            return false;
        } catch (ContinueException e) {
            continueTaken.enter();
        }
        iterationLocals.clear(frame);
        if (update != null) {
            update.executeVoid(frame);
        }
        if (!testFirst) {
            return IfNode.evaluateCondition(condition, frame);
        }
        return true;
    }

    /** Finishes the current iteration from {@code next} (the body or the update) on; returns whether to loop on. */
    boolean resumeIteration(VirtualFrame frame, ResumePath path, X10StatementNode next) {
        if (next == body) {
            try {
                body.resume(frame, path);
            } catch (BreakException e) {
                iterationLocals.clear(frame);
                return false;
            } catch (ContinueException e) {
                // on to the update
            }
            iterationLocals.clear(frame);
            if (update != null) {
                update.executeVoid(frame);
            }
        } else {
            update.resume(frame, path);
        }
        if (!testFirst) {
            return IfNode.evaluateCondition(condition, frame);
        }
        return true;
    }

    boolean isStatementPart(X10StatementNode child) {
        return child == body || (child == update && update != null);
    }
}
