package org.x10lite.workstealing;

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

    Continuation(ResumeFrame[] frames, FinishRecord governing, boolean rootActivity, ProgramCompletion program) {
        super(governing, rootActivity, program);
        this.frames = frames;
    }

    @Override
    void run(Worker worker) {
        Object value = null;
        X10Exception thrown = null;
        Object calleeReceiver = null;
        for (int i = 0; i < frames.length; i++) {
            current = i;
            ResumeFrame rf = frames[i];
            if (i > 0 && isConstructorCall(rf)) {
                value = calleeReceiver;
            }
            try {
                value = rf.function.slowClone().getCallTarget().call(rf, value, thrown);
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
