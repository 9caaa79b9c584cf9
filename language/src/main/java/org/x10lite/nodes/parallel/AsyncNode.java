package org.x10lite.nodes.parallel;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.profiles.BranchProfile;
import org.x10lite.X10Language;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.resume.ResumePath;
import org.x10lite.nodes.resume.ResumePointStatement;
import org.x10lite.nodes.resume.StealWrites;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.values.X10Exception;
import org.x10lite.workstealing.ActivityMark;
import org.x10lite.workstealing.AdaptiveSite;
import org.x10lite.workstealing.AdaptiveSiteGroup;
import org.x10lite.workstealing.FreshTaskSpawn;
import org.x10lite.workstealing.Scheduler;
import org.x10lite.workstealing.ThreadState;
import org.x10lite.workstealing.Unwind;

/**
 * {@code async S}, work-first (the default policy): S runs at once, in place, in the frame of the
 * enclosing function (async bodies never get a frame of their own). The rest of the parent
 * activity, from just after this statement, is what a thief may steal; nothing is pushed or
 * allocated for it. (Under help-first S becomes a fresh task instead, see {@link #spawnFreshTask};
 * the policy is a translation-time constant, so each policy's code has only its own path.)
 *
 * <p>The only fast-path work is writing {@link ActivityMark#RUNNING} to this async's state slot
 * before S and reading it back after. In compiled code the frame is virtual, so the read folds
 * to the value just written and the check disappears. A thief's steal materializes the frame
 * (deoptimizing this activation) and writes the governing finish's record into the slot; the
 * interpreter then sees it after S, checks out of that finish and unwinds: the rest of the
 * parent activity is the thief's now.
 */
public final class AsyncNode extends ResumePointStatement {
    @Child private X10StatementNode body;
    private final int stateSlot;
    /** Slot of the finish around this async in the same function (for failures), or -1. */
    private final int finishSlot;
    private final boolean elided;
    private final boolean countAsyncs;
    /** Help-first: on a worker, the body becomes a fresh task on its deque and the parent goes on. */
    private final boolean helpFirst;
    /** Help-first: the root of this async's fresh tasks and how their frames are taken (made on first spawn). */
    @CompilationFinal private FreshTaskSpawn freshTaskSpawn;
    private final BranchProfile failureProfile = BranchProfile.create();
    /**
     * Interpreter only: has the code after this async ever run in this tree? Until it has, the
     * interpreter offers no steal at the entry poll. Otherwise a thief could take the continuation
     * every time, leaving the code after the async unspecialized here; compiled code then
     * deoptimizes there, re-executes from before the poll in the interpreter, is stolen from
     * again, and is invalidated and recompiled over and over (a deoptimization cycle).
     */
    private boolean continuationRanHere;

    /**
     * Inside a loop of its function: then it may run in a loop compiled by on-stack replacement,
     * on a heap frame, and reads its state slot past a fence (see {@link StealWrites}). Elsewhere
     * it is compiled only as part of its whole function, on a virtual frame, and needs none.
     */
    private final boolean inLoop;

    /** Adaptive: the site's policy now (null under the fixed policies), and SLAW's stack bound. */
    private final AdaptiveSite adaptive;
    private final int stackBound;
    private final BranchProfile stackBoundProfile = BranchProfile.create();

    /** Whether this program's finishes count themselves on their thread (for an async with no finish in its function). */
    private final OpenFinishCounting finishCounting;

    public AsyncNode(X10StatementNode body, int stateSlot, int finishSlot, boolean elided, boolean countAsyncs, boolean helpFirst, AdaptiveSiteGroup adaptiveSites,
                    OpenFinishCounting finishCounting, boolean inLoop) {
        this.body = body;
        this.finishCounting = finishCounting;
        this.helpFirst = helpFirst;
        this.adaptive = adaptiveSites == null ? null : adaptiveSites.newSite();
        this.stackBound = adaptiveSites == null ? 0 : adaptiveSites.rules().stackBound();
        this.inLoop = inLoop;
        this.stateSlot = stateSlot;
        this.finishSlot = finishSlot;
        this.elided = elided;
        this.countAsyncs = countAsyncs;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        if (countAsyncs) {
            Scheduler.countAsync(this);
        }
        // off a worker (a context without threads) or inside atomic, a help-first async runs as work-first: in place
        if (helpFirst) {
            ThreadState ts = X10Language.get(this).threadState();
            if (Scheduler.maySpawnFreshTask(ts, this)) {
                spawnFreshTask(frame, ts);
                return;
            }
        }
        if (adaptive != null) {
            executeAdaptive(frame);
            return;
        }
        runInPlace(frame);
    }

    /**
     * Adaptive (seed 004's rules, per site; see {@link AdaptiveRules}). A help-first site asks the
     * scheduler. A work-first site runs the body in place; if the async has no finish in its own
     * function (a spawn tree through calls, as in a parallel depth-first search), it counts itself
     * on the thread meanwhile, and at the stack bound leaves the body as a fresh task instead. An
     * async with a finish in its function neither counts nor looks: the finish waits for it on the
     * stack under every policy (see {@link ThreadState#atStackBound}), so at a work-first site its
     * code is work-first's.
     */
    private void executeAdaptive(VirtualFrame frame) {
        boolean helpFirstHere = adaptive.isHelpFirst();
        if (finishSlot >= 0 && !helpFirstHere) {
            runInPlace(frame);
            return;
        }
        ThreadState ts = X10Language.get(this).threadState();
        boolean fresh;
        if (helpFirstHere) {
            fresh = Scheduler.adaptiveSpawnsFreshTask(ts, adaptive, this);
        } else if (ts.atStackBound(stackBound)) {
            stackBoundProfile.enter();
            fresh = Scheduler.freshTaskAtStackBound(ts, this);
        } else {
            fresh = false;
        }
        if (fresh) {
            spawnFreshTask(frame, ts);
        } else if (finishSlot >= 0) {
            runInPlace(frame);
        } else {
            ts.inlineAsyncEntered();
            try {
                runInPlace(frame);
            } finally {
                ts.inlineAsyncLeft();
            }
        }
    }

    /** Work-first: the body runs at once, here; a thief may take the rest of the parent meanwhile. */
    private void runInPlace(VirtualFrame frame) {
        if (!elided) {
            frame.setObject(stateSlot, ActivityMark.RUNNING);
            // a steal request can be answered here even if the body has no call and no loop
            if (CompilerDirectives.inCompiledCode() || continuationRanHere) {
                TruffleSafepoint.poll(this);
            }
        }
        X10Exception failure = null;
        try {
            body.executeVoid(frame);
        } catch (X10Exception e) {
            failure = e;
        } catch (StackOverflowError e) {
            failure = X10Exception.stackOverflow(this);
        } catch (Unwind u) {
            afterUnwind(frame);
            return;
        }
        if (!elided) {
            Object state = readState(frame);
            frame.setObject(stateSlot, null);
            if (state != ActivityMark.RUNNING) {
                CompilerDirectives.transferToInterpreter();
                continuationStolen((FinishRecord) state, failure);
                return;
            }
            if (CompilerDirectives.inInterpreter() && !continuationRanHere) {
                // written once: the node is shared by every worker
                continuationRanHere = true;
            }
        }
        if (failure != null) {
            // compiled in once seen: a program may well catch failed activities in a loop
            failureProfile.enter();
            failed(frame, failure);
        }
    }

    /**
     * Help-first (seed 002): the body, with a copy of the frame, goes on this worker's deque as one
     * more party of the governing finish, and the parent activity goes on. The governing finish's
     * record is made first, so that the copy carries it to asyncs nested in the body.
     */
    private void spawnFreshTask(VirtualFrame frame, ThreadState ts) {
        FreshTaskSpawn spawn = freshTaskSpawn;
        if (spawn == null) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            spawn = FreshTaskSpawn.of(this);
            freshTaskSpawn = spawn;
        }
        FinishRecord governing = finishSlot >= 0 ? FinishNode.recordOf(frame, finishSlot, this) : Scheduler.governingRecordOfEscaping(ts, this);
        Scheduler.spawnFreshTask(ts, spawn, spawn.copyOf(frame), governing);
    }

    /** The rest of this async's body went elsewhere; the code after the async is ours unless stolen too. */
    private void afterUnwind(VirtualFrame frame) {
        Object state = readState(frame);
        frame.setObject(stateSlot, null);
        if (state != ActivityMark.RUNNING) {
            throw Unwind.INSTANCE;
        }
    }

    /** The state slot as the body left it: a steal during the body may have changed it. */
    private Object readState(VirtualFrame frame) {
        if (inLoop) {
            StealWrites.observe();
        }
        return frame.getObject(stateSlot);
    }

    private void continuationStolen(FinishRecord governing, X10Exception failure) {
        if (failure != null) {
            recordFailure(governing, failure);
        }
        Scheduler.checkOut(governing);
        throw Unwind.INSTANCE;
    }

    private void failed(VirtualFrame frame, X10Exception e) {
        if (finishSlot >= 0) {
            recordFailure(FinishNode.recordOf(frame, finishSlot, this), e);
        } else {
            Scheduler.escapedFailure(this, e, finishCounting.isOn());
        }
    }

    /** The exception stops here, so its guest stack trace is taken now, then the finish collects it. */
    @TruffleBoundary
    static void recordFailure(FinishRecord record, X10Exception e) {
        TruffleStackTrace.fillIn(e);
        record.failed(e);
    }

    /** Resuming after this async: the thief's copy of the frame carries on with the next statement. */
    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        if (!path.isLast(this)) {
            throw CompilerDirectives.shouldNotReachHere("resume path through a running async");
        }
        frame.setObject(stateSlot, null);
    }

    /** The adaptive policy's state of this site, or null under a fixed policy. */
    public AdaptiveSite getAdaptiveSite() {
        return adaptive;
    }

    public X10StatementNode getBody() {
        return body;
    }

    public int getStateSlot() {
        return stateSlot;
    }
}
