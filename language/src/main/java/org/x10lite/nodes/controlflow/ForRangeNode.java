package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RepeatingNode;
import com.oracle.truffle.api.profiles.BranchProfile;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.ControlFlowException.BreakException;
import org.x10lite.nodes.controlflow.ControlFlowException.ContinueException;
import org.x10lite.nodes.resume.ResumePath;
import org.x10lite.nodes.resume.ResumePointStatement;
import org.x10lite.nodes.resume.StealWrites;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Range;

/**
 * {@code for (i in a..b) S} and {@code for (i in range) S}: a counted loop. The loop variable
 * is written into its slot before each iteration (a fresh {@code val} per iteration in X10,
 * which is why bodies that capture it capture the current value). The counter lives in its
 * own hidden slot so the body cannot disturb it.
 *
 * <p>The loop is a resume point of its own: a thief that splits the loop at a steal (see
 * {@code org.x10lite.workstealing.LoopSplit}) resumes it at the top of the first iteration of
 * its share, with the counter and limit slots of its frame copy naming that share, and its
 * continuation ends where the loop ends.
 */
public final class ForRangeNode extends ResumePointStatement {
    @Child private X10ExpressionNode range;
    @Child private com.oracle.truffle.api.nodes.LoopNode loop;
    private final int counterSlot;
    private final int limitSlot;
    /** True for {@code for (x in rail)}: the body's first statement fetches the element at the counter. */
    private final boolean fetchesElement;

    public ForRangeNode(X10ExpressionNode range, int counterSlot, int limitSlot, int variableSlot, boolean isInt, X10StatementNode body, boolean spawns,
                    boolean fetchesElement) {
        this.range = range;
        this.counterSlot = counterSlot;
        this.limitSlot = limitSlot;
        this.fetchesElement = fetchesElement;
        this.loop = Truffle.getRuntime().createLoopNode(new Body(counterSlot, limitSlot, variableSlot, isInt, body, spawns));
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        Object r = range.executeGeneric(frame);
        if (!(r instanceof X10Range xr)) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.NULL_POINTER, "iterating over a null range", this);
        }
        frame.setLong(counterSlot, xr.min);
        frame.setLong(limitSlot, xr.max);
        loop.execute(frame);
    }

    /** Runs a thief's share of this loop: the iterations its frame's counter and limit slots name. */
    public void runShare(VirtualFrame frame) {
        loop.execute(frame);
    }

    private Body repeating() {
        return (Body) loop.getRepeatingNode();
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        if (path.isLast(this)) {
            throw CompilerDirectives.shouldNotReachHere("a share of a split loop runs in its own root (LoopShareRootNode)");
        }
        if (repeating().resumeIteration(frame, path.enter(this), path)) {
            runRestPlainly(this, repeating(), frame);
        }
    }

    /**
     * The iterations after one a continuation resumed in its middle run as a plain loop, never
     * compiled by on-stack replacement: three times, in full test-suite runs (immediate
     * compilation, OSR after 1000 iterations), the OSR compilation of such a loop ran in Graal's
     * canonicalizer ({@code IfNode.propagateZeroProbability}) for minutes while its worker
     * waited, always on this path, never on a share of a split loop or a victim's loop; the
     * program could not be reproduced alone. The loops inside still compile, and a thief that
     * splits this loop gets a share that does.
     */
    static void runRestPlainly(Node loop, RepeatingNode repeating, VirtualFrame frame) {
        while (repeating.executeRepeating(frame)) {
            TruffleSafepoint.poll(loop);
        }
    }

    @Override
    public boolean resumesInto(X10StatementNode child) {
        return child == repeating().body;
    }

    public boolean fetchesElement() {
        return fetchesElement;
    }

    public int getCounterSlot() {
        return counterSlot;
    }

    public int getLimitSlot() {
        return limitSlot;
    }

    static final class Body extends Node implements RepeatingNode {
        @Child private X10StatementNode body;
        private final int counterSlot;
        private final int limitSlot;
        private final int variableSlot;
        private final boolean isInt;
        private final BranchProfile breakTaken = BranchProfile.create();
        /** The body may spawn, so a steal may split the loop by lowering its limit (see {@link StealWrites}). */
        private final boolean spawns;

        Body(int counterSlot, int limitSlot, int variableSlot, boolean isInt, X10StatementNode body, boolean spawns) {
            this.body = body;
            this.spawns = spawns;
            this.counterSlot = counterSlot;
            this.limitSlot = limitSlot;
            this.variableSlot = variableSlot;
            this.isInt = isInt;
        }

        @Override
        public boolean executeRepeating(VirtualFrame frame) {
            long i = frame.getLong(counterSlot);
            if (spawns) {
                StealWrites.observe();
            }
            if (i > frame.getLong(limitSlot)) {
                return false;
            }
            if (variableSlot >= 0) {
                if (isInt) {
                    frame.setInt(variableSlot, (int) i);
                } else {
                    frame.setLong(variableSlot, i);
                }
            }
            try {
                body.executeVoid(frame);
            } catch (BreakException e) {
                breakTaken.enter();
                return false;
            } catch (ContinueException e) {
                // next iteration
            }
            frame.setLong(counterSlot, i + 1);
            return true;
        }

        /**
         * Names the loop's on-stack-replacement compilations in compilation traces: "for loop at
         * line 7 in f", with "(resumed)" after the function's name in a slow clone.
         */
        @Override
        public String toString() {
            // parent: the Truffle loop node; its parent: the ForRangeNode, which has the source position
            Node forNode = getParent() == null ? null : getParent().getParent();
            SourceSection at = forNode == null ? null : forNode.getSourceSection();
            return "for loop" + (at == null ? "" : " at line " + at.getStartLine()) + " in " + getRootNode();
        }

        /** Finishes the iteration the counter slot names, from the body's resume point on. */
        boolean resumeIteration(VirtualFrame frame, X10StatementNode next, ResumePath path) {
            long i = frame.getLong(counterSlot);
            try {
                next.resume(frame, path);
            } catch (BreakException e) {
                return false;
            } catch (ContinueException e) {
                // next iteration
            }
            frame.setLong(counterSlot, i + 1);
            return true;
        }
    }
}
