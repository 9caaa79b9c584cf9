package org.x10lite.workstealing;

import com.oracle.truffle.api.nodes.EncapsulatingNodeReference;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.resume.ResumePoint;
import org.x10lite.nodes.object.NewObjectNode;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.values.X10Exception;

/**
 * The rest of an activity, taken off a victim's stack by a steal (or parked at a finish by the
 * activity itself): the frames from where it goes on down to where the activity began,
 * innermost first. Running it resumes the innermost frame in its function's slow clone and
 * hands each frame's result to the next one, as returns would.
 */
final class Continuation extends Task implements AfterFinish {
    final ResumeFrame[] frames;
    /** Index of the frame being resumed; the frames after it are pending callers (read by steals). */
    int current;
    /** See {@link #failAtResumePoint}. */
    private X10Exception failureAtResumePoint;

    Continuation(ResumeFrame[] frames, FinishRecord governing, boolean rootActivity, ProgramCompletion program) {
        super(governing, rootActivity, program);
        this.frames = frames;
    }

    /** Makes the first frame's resume point throw {@code e} instead of running (a deadlock verdict for a parked when). */
    void failAtResumePoint(X10Exception e) {
        failureAtResumePoint = e;
    }

    @Override
    void run(Worker worker) {
        Object value = null;
        X10Exception thrown = failureAtResumePoint;
        Object calleeReceiver = null;
        for (int i = 0; i < frames.length; i++) {
            current = i;
            ResumeFrame rf = frames[i];
            if (i > 0 && isConstructorCall(rf)) {
                value = calleeReceiver;
            }
            try {
                value = resume(rf, i + 1 < frames.length ? frames[i + 1] : null, value, thrown);
                thrown = null;
            } catch (X10Exception e) {
                thrown = e;
                value = null;
            }
            calleeReceiver = rf.frame.getArguments().length > 0 ? rf.frame.getArguments()[0] : null;
        }
        if (thrown != null) {
            throw thrown;
        }
        if (rootActivity) {
            // the end of the main activity ran here: its frames end with the entry method's return
            program.result = value;
        }
    }

    /**
     * Resumes one frame. Its caller's call site (the call its resumed caller frame goes on after)
     * is made the location of the call, as if that frame had called it: a guest exception leaving
     * this frame then shows the caller's line in its stack trace, as without a steal.
     */
    private static Object resume(ResumeFrame rf, ResumeFrame caller, Object value, X10Exception thrown) {
        EncapsulatingNodeReference location = EncapsulatingNodeReference.getCurrent();
        Node previous = location.set(caller == null ? null : caller.function.slowClone().adoptedPoint(caller.resumeId));
        try {
            if (rf.isLoopShare()) {
                LoopShares.runUntilDone(rf, (ForRangeNode) rf.function.resumePoint(rf.resumeId));
                return null;
            }
            return rf.function.slowClone().getCallTarget().call(rf, value, thrown);
        } finally {
            location.set(previous);
        }
    }

    /** Parked at a finish and released by the last party: runnable now. */
    @Override
    public void release(WorkerPool pool) {
        pool.makeRunnable(this);
    }

    private static boolean isConstructorCall(ResumeFrame rf) {
        ResumePoint p = rf.function.resumePoint(rf.resumeId);
        return p instanceof NewObjectNode;
    }
}
