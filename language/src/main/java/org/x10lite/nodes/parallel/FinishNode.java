package org.x10lite.nodes.parallel;

import java.util.List;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.profiles.BranchProfile;
import org.x10lite.X10Language;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.ControlFlowException.JumpException;
import org.x10lite.nodes.resume.ResumePath;
import org.x10lite.nodes.resume.ResumePointStatement;
import org.x10lite.nodes.resume.StealWrites;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.values.X10Exception;
import org.x10lite.workstealing.Scheduler;
import org.x10lite.workstealing.ThreadState;
import org.x10lite.workstealing.Unwind;

/**
 * {@code finish S}: runs S, then waits for every activity S started, transitively.
 *
 * <p>The finish's record slot holds its {@link FinishRecord}, which exists only once a thief
 * stole under this finish (or an activity failed). Without one, every async S spawned ran to
 * completion inline, so the end of the finish has nothing to wait for: in compiled code the
 * slot read folds to the {@code null} written on entry and the finish costs nothing. With a
 * record, the main line (whoever reaches the end of S) checks out; if others are still running,
 * it parks the rest of its activity in the record and unwinds, and the last activity to check
 * out makes that continuation runnable. The code after the finish then rethrows the failures
 * the record collected as {@code MultipleExceptions}, or else completes the {@code break},
 * {@code continue} or {@code return} that ended the body, if one did.
 */
public final class FinishNode extends ResumePointStatement {
    @Child private X10StatementNode body;
    private final int recordSlot;
    private final BranchProfile failureProfile = BranchProfile.create();
    private final BranchProfile recordProfile = BranchProfile.create();

    /** Inside a loop of its function: reads its record slot past a fence (see {@link AsyncNode} for why). */
    private final boolean inLoop;
    /**
     * Help-first or adaptive (asyncs may leave fresh tasks): the main line first runs the fresh
     * tasks of this finish still on its worker's deque.
     */
    private final boolean freshTasksPossible;

    /** Counted among the finishes open on the thread (see {@link #runCountedBody}), if the program needs it. */
    private final OpenFinishCounting counting;

    public FinishNode(X10StatementNode body, int recordSlot, boolean freshTasksPossible, OpenFinishCounting counting, boolean inLoop) {
        this.body = body;
        this.freshTasksPossible = freshTasksPossible;
        this.counting = counting;
        this.inLoop = inLoop;
        this.recordSlot = recordSlot;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        frame.setObject(recordSlot, null);
        JumpException jump = counting.isOn() ? runCountedBody(frame, null) : runBody(frame, null);
        end(frame, jump);
        if (jump != null) {
            throw jump;
        }
    }

    /**
     * In a program that counts its finishes ({@link OpenFinishCounting}): runs (or resumes) the
     * body counted among the finishes open on this thread, so that an async with no finish in
     * its function finds its governing finish without a stack walk when none lies between it and
     * its task's start ({@link ThreadState#noFinishSinceTaskStart}), or none was entered or left
     * since the last walk.
     */
    private JumpException runCountedBody(VirtualFrame frame, ResumePath path) {
        ThreadState ts = X10Language.get(this).threadState();
        ts.finishEntered();
        try {
            return runBody(frame, path);
        } finally {
            ts.finishLeft();
        }
    }

    /**
     * Runs (or resumes) the body. An exception ends the body and is collected like an activity's;
     * a {@code break}, {@code continue} or {@code return} ends it too, and is returned: the
     * finish completes only when every activity it governs has, however its body ended, so the
     * jump goes on only after the end of the finish.
     */
    private JumpException runBody(VirtualFrame frame, ResumePath path) {
        try {
            if (path == null) {
                body.executeVoid(frame);
            } else {
                path.enter(this).resume(frame, path);
            }
        } catch (X10Exception e) {
            failureProfile.enter();
            AsyncNode.recordFailure(recordOf(frame, recordSlot, this), e);
        } catch (StackOverflowError e) {
            AsyncNode.recordFailure(recordOf(frame, recordSlot, this), X10Exception.stackOverflow(this));
        } catch (JumpException j) {
            return j;
        }
        return null;
    }

    private void end(VirtualFrame frame, JumpException jump) {
        if (inLoop) {
            StealWrites.observe();
        }
        Object record = frame.getObject(recordSlot);
        if (record != null) {
            // a record without a steal means an activity failed: compiled in once seen
            recordProfile.enter();
            mainLineArrived(frame, (FinishRecord) record, jump);
        }
    }

    private void mainLineArrived(VirtualFrame frame, FinishRecord record, JumpException jump) {
        if (freshTasksPossible && !record.isLastParty()) {
            // compiled in: under help-first nearly every finish has tasks of its own to run here
            Scheduler.helpWithFreshTasks(X10Language.get(this).threadState(), record);
        }
        if (!record.isLastParty()) {
            // Under work-first others run under this finish only after a steal, which deoptimized
            // this activation. A fresh task a thief took left it compiled: the main line waits for
            // the task in compiled code, and leaves it only to park (help-first, two workers, 20
            // runs: deoptimizations on SOR(300) 5 and 12 -> 1 and 0, Heat(512) 241 and 185 -> 136
            // and 115, the rest parks; run times within the spread).
            if (!freshTasksPossible || !Scheduler.othersCheckOutSoon(this, record)) {
                CompilerDirectives.transferToInterpreter();
                parkOrWait(frame, record, jump);
                return;
            }
        }
        completed(frame, record);
    }

    /** The main line arrived before the others: waits briefly (unless it waited already), then parks, or goes on if it became last. */
    private void parkOrWait(VirtualFrame frame, FinishRecord record, JumpException jump) {
        if (!record.isLastParty()) {
            if (freshTasksPossible || !Scheduler.othersCheckOutSoon(this, record)) {
                // whoever runs the code after the finish completes the jump (see resume)
                record.setMainLineJump(jump);
                if (Scheduler.parkAfterFinish(this, frame.materialize(), record)) {
                    throw Unwind.INSTANCE;
                }
            }
        }
        completed(frame, record);
    }

    private void completed(Frame frame, FinishRecord record) {
        frame.setObject(recordSlot, null);
        rethrowFailures(record, this);
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        if (path.isLast(this)) {
            // the code after the finish, run by the last activity to check out
            Object record = frame.getObject(recordSlot);
            if (record != null) {
                JumpException jump = (JumpException) ((FinishRecord) record).getMainLineJump();
                completed(frame, (FinishRecord) record);
                if (jump != null) {
                    throw jump;
                }
            }
            return;
        }
        JumpException jump = counting.isOn() ? runCountedBody(frame, path) : runBody(frame, path);
        end(frame, jump);
        if (jump != null) {
            throw jump;
        }
    }

    @Override
    public boolean resumesInto(X10StatementNode child) {
        return child == body;
    }

    /** The record of the finish whose slot is {@code slot} in {@code frame}, created if it has none yet. */
    public static FinishRecord recordOf(Frame frame, int slot, Node location) {
        // off the fast path (a steal or a failure): a heap frame's slot may have been written by a steal
        StealWrites.observe();
        Object r = frame.getObject(slot);
        if (r instanceof FinishRecord record) {
            return record;
        }
        FinishRecord record = Scheduler.newFinishRecord(location);
        frame.setObject(slot, record);
        return record;
    }

    @TruffleBoundary
    private static void rethrowFailures(FinishRecord record, Node location) {
        if (record.hasFailures()) {
            throw multipleExceptions(record.failures(), location);
        }
    }

    @TruffleBoundary
    @SuppressWarnings("unchecked")
    public static X10Exception multipleExceptions(List<Throwable> failures, Node location) {
        return X10Exception.multiple((List<X10Exception>) (List<?>) failures, location);
    }

    public int getRecordSlot() {
        return recordSlot;
    }
}
