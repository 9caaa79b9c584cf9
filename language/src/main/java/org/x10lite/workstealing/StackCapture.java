package org.x10lite.workstealing;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.frame.FrameInstance;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.controlflow.X10BlockNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.controlflow.IfNode;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.nodes.resume.StealWrites;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.workstealing.StackWalk.Level;

/**
 * Takes continuations off the current thread's stack: for a thief (a steal, run by the victim
 * inside the handshake) or for the thread itself (a main line parking at a finish end, an
 * activity parking at a {@code when} whose condition is false).
 *
 * <p>A continuation is the rest of an activity: from its resume point down through the caller
 * frames to the activity's <em>boundary</em>, the innermost async in progress around the resume
 * point (or, if there is none, the start of the worker's task). Taking it means: materialize
 * those frames (deoptimizing them), make sure every finish the continuation runs through has a
 * record both sides share, count the new flows of control in the records of the finishes they
 * check out of, and copy the frames for the thief.
 */
final class StackCapture {
    private StackCapture() {
    }

    /** The part of the stack a continuation takes: levels {@code k..j}, bounded by {@code boundary} (null: the task's start). */
    private record Region(int k, int j, Node point, AsyncNode boundary) {
    }

    /** Where a finish lives: a frame of the walk and the finish node. */
    private record FinishLocation(Level level, FinishNode finish) {
    }

    // ---- steal -------------------------------------------------------------------------

    /**
     * Runs on the victim. Takes its oldest stealable continuation, or, if that continuation is
     * the rest of a loop that can be split, the upper half of the loop's remaining iterations;
     * returns null if there is nothing to take. {@code stopStarted}: when the victim stopped for
     * this steal (an adaptive site weighs what its steals cost).
     */
    static Continuation steal(Worker victim, long stopStarted) {
        StackWalk walk = StackWalk.current(victim);
        Stealable oldest = oldestStealable(walk);
        if (oldest == null) {
            return null;
        }
        Continuation stolen = oldest.loop != null ? split(walk, oldest.level, oldest.async, oldest.loop) : take(walk, oldest.region, oldest.async);
        AdaptiveSite site = oldest.async.getAdaptiveSite();
        if (site != null) {
            long now = System.nanoTime();
            if (site.continuationStolen(now - stopStarted, now, victim.pool.startedAt)) {
                victim.counters.policySwitches++;
            }
        }
        return stolen;
    }

    /**
     * Loads the classes a steal needs beyond the walk, which a victim would otherwise load inside
     * its first steal's stop. Called by a thief, idle anyway, before its pool's first steal
     * request. Resolving the class literals loads the classes; they are deliberately not
     * initialized here: a thief initializing them while a victim initializes related classes in
     * another order could deadlock on the classes' initialization locks. (They are initialized
     * once, by the thread that first evaluates a program, before any steal: {@link SlowPathClasses}.)
     */
    static void loadStealPath() {
        Class<?>[] used = {FrameInstance.FrameAccess.class, Stealable.class, Region.class, FinishLocation.class, Boundary.class, Continuation.class, ResumeFrame.class,
                        FrameCopies.class, LoopSplit.class, Resumability.class, StealWrites.class};
        assert used.length > 0;
    }

    /** Runs on the worker's own thread: true if a thief could take a continuation off its stack now. */
    static boolean hasStealable(Worker worker) {
        return oldestStealable(StackWalk.current(worker)) != null;
    }

    /**
     * A continuation a thief could take: after {@code async}, spanning {@code region}; or, if
     * {@code loop} is set, a share of the iterations of that loop in level {@code level}, whose
     * iteration {@code async} ends.
     */
    private record Stealable(Region region, AsyncNode async, int level, ForRangeNode loop) {
    }

    private static Stealable oldestStealable(StackWalk walk) {
        List<Level> levels = walk.levels;
        for (int k = levels.size() - 1; k >= 0; k--) {
            Level level = levels.get(k);
            for (AsyncNode a : level.inProgress) {
                if (level.read(a.getStateSlot()) != ActivityMark.RUNNING) {
                    continue;
                }
                ForRangeNode loop = LoopSplit.loopEndedBy(a);
                if (loop != null) {
                    if (hasIterationsAfterCurrent(level, loop)) {
                        return new Stealable(null, a, k, loop);
                    }
                    if (level.stopAt == loop.getResumeId()) {
                        // the last iteration of a thief's share: nothing follows it there
                        continue;
                    }
                }
                if (reachesFinishEndAtOnce(level, a)) {
                    continue;
                }
                Region r = region(walk, k, a);
                if (r != null) {
                    return new Stealable(r, a, k, null);
                }
            }
        }
        return null;
    }

    /**
     * True if, in {@code level}, the activity reaches the end of the finish around {@code async}
     * as soon as the async ends: the async ends the finish body, directly or as the last
     * statement of blocks, branches and the last iteration of range loops. The async is
     * running, so that finish cannot end yet: a thief taking the continuation would only park
     * it there, and the victim would be stopped and its activity moved to the slow clone for
     * nothing (flat {@code finish for ... async} loops lost a steal at the end of each finish
     * this way). The thief looks for a younger continuation instead.
     */
    private static boolean reachesFinishEndAtOnce(Level level, AsyncNode async) {
        Node child = async;
        for (Node p = async.getParent(); p != null && !(p instanceof RootNode); child = p, p = p.getParent()) {
            if (p instanceof FinishNode) {
                return true;
            }
            if (p instanceof X10BlockNode block) {
                if (!block.endsWith((X10StatementNode) child)) {
                    return false;
                }
            } else if (p instanceof ForRangeNode loop) {
                if (hasIterationsAfterCurrent(level, loop)) {
                    return false;
                }
            } else if (!(p instanceof IfNode) && (p instanceof X10StatementNode || p instanceof X10ExpressionNode)) {
                // any other statement may have more to run after its child (a try's finally, a
                // while loop's next test, an enclosing async's own end, ...)
                return false;
            }
            // else a node of Truffle's between a range loop and its body
        }
        return false;
    }

    /** True if {@code loop} in {@code level} has iterations not yet started. */
    private static boolean hasIterationsAfterCurrent(Level level, ForRangeNode loop) {
        return loop.hasIterationsAfterCurrent(level.frame != null ? level.frame : level.view);
    }

    /**
     * Splits {@code loop} of level {@code k}, whose current iteration {@code stolen} ends: the
     * thief gets the upper half of the iterations not yet started, as an activity of the finish
     * governing {@code stolen} that runs them on a copy of the frame and ends where the loop ends;
     * the victim's loop now ends below that half, and the victim goes on without unwinding.
     */
    private static Continuation split(StackWalk walk, int k, AsyncNode stolen, ForRangeNode loop) {
        Task task = walk.worker.current;
        Level level = walk.levels.get(k);
        FinishLocation governingLocation = governingLocation(walk, k, stolen);
        List<Level> wanted = new ArrayList<>(List.of(level));
        if (governingLocation != null) {
            wanted.add(governingLocation.level);
        }
        walk.worker.counters.materializedFrames += walk.materialize(wanted);
        FinishRecord governing = recordAt(governingLocation, task);
        governing.join();
        MaterializedFrame frame = level.frame;
        long counter = frame.getLong(loop.getCounterSlot());
        long limit = loop.effectiveLimit(frame);
        // the thief takes the upper ceil(left / 2) of the left = limit - counter iterations after
        // the current one; left may exceed Long.MAX_VALUE, but not 2^64 - 1, so it is exact as an
        // unsigned long, and thiefFirst lies between counter + 1 and limit
        long thiefFirst = counter + 1 + ((limit - counter) >>> 1);
        MaterializedFrame share = thiefCopy(frame, level.function);
        loop.setIterations(share, thiefFirst, limit);
        loop.lowerEffectiveLimit(frame, thiefFirst - 1);
        walk.worker.counters.loopSplits++;
        int loopId = loop.getResumeId();
        return new Continuation(new ResumeFrame[]{new ResumeFrame(level.function, share, loopId, loopId)}, governing, false, task.program);
    }

    private static Continuation take(StackWalk walk, Region r, AsyncNode stolen) {
        Task task = walk.worker.current;
        FinishLocation stolenGoverning = governingLocation(walk, r.k, stolen);
        Boundary boundary = Boundary.of(walk, r);
        materialize(walk, r, stolenGoverning, boundary.governingLocation);
        // the async stays with the victim and checks out of its finish when its body ends
        FinishRecord stolenRecord = recordAt(stolenGoverning, task);
        stolenRecord.join();
        FinishRecord governing = boundary.governing(task);
        walk.levels.get(r.k).frame.setObject(stolen.getStateSlot(), stolenRecord);
        return build(walk, r, task, governing, r.boundary == null && task.rootActivity);
    }

    /**
     * Where the continuation's activity began, and so which finish it checks out of when it ends:
     * the task's (no boundary async: the rest of the task moves), the boundary async's governing
     * finish (the async still runs here: one more party), or, if the boundary async was itself
     * stolen from, the record its mark names (its check-out moves to the new owner).
     */
    private record Boundary(Object state, FinishLocation governingLocation) {
        static Boundary of(StackWalk walk, Region r) {
            if (r.boundary == null) {
                return new Boundary(null, null);
            }
            Object state = walk.levels.get(r.j).read(r.boundary.getStateSlot());
            return new Boundary(state, state == ActivityMark.RUNNING ? StackCapture.governingLocation(walk, r.j, r.boundary) : null);
        }

        /** True if this flow now adds a party to the governing finish (see {@link #governing}). */
        boolean addsParty() {
            return state == ActivityMark.RUNNING;
        }

        /** Call after materializing: the governing record, joined if {@link #addsParty()}. */
        FinishRecord governing(Task task) {
            if (state == null) {
                return task.governing;
            }
            if (addsParty()) {
                FinishRecord record = recordAt(governingLocation, task);
                record.join();
                return record;
            }
            return (FinishRecord) state;
        }
    }

    // ---- park ---------------------------------------------------------------------------

    /** A continuation parked at a finish, with the party it added, to undo if its parker turns out to be last after all. */
    record Parked(Continuation continuation, FinishRecord joined) {
        void undo() {
            if (joined != null) {
                joined.unjoin();
            }
        }
    }

    /** Runs on the main line at the end of {@code finish}: takes the rest of its activity, from after the finish. */
    static Parked park(Worker worker, FinishNode finish, MaterializedFrame frame) {
        return parkAt(worker, finish.getResumeId(), frame);
    }

    /**
     * Runs on an activity whose {@code when} found its condition false: takes the rest of the
     * activity, from the {@code when} itself (resuming runs it again), or returns null if it
     * cannot be resumed. No party is ever given back: the continuation will run.
     */
    static Continuation parkAtWhen(Worker worker, WhenNode when, MaterializedFrame frame) {
        Parked parked = parkAt(worker, when.getResumeId(), frame);
        return parked == null ? null : parked.continuation;
    }

    /** Takes the rest of the current activity from the resume point {@code pointId} of the top frame (whose frame is given). */
    private static Parked parkAt(Worker worker, int pointId, MaterializedFrame frame) {
        StackWalk walk = StackWalk.current(worker);
        if (walk.levels.isEmpty() || !walk.levels.get(0).isX10()) {
            return null;
        }
        Level top = walk.levels.get(0);
        top.frame = frame;
        Node point = (Node) top.function.resumePoint(pointId);
        Region r = region(walk, 0, point);
        if (r == null) {
            return null;
        }
        Task task = worker.current;
        Boundary boundary = Boundary.of(walk, r);
        materialize(walk, r, null, boundary.governingLocation);
        FinishRecord governing = boundary.governing(task);
        Continuation c = build(walk, r, task, governing, r.boundary == null && task.rootActivity);
        return new Parked(c, boundary.addsParty() ? governing : null);
    }

    // ---- failures -----------------------------------------------------------------------

    /** The record of the finish governing {@code async} (which has no finish around it in its own function). */
    static FinishRecord governingRecordOf(Worker worker, AsyncNode async) {
        StackWalk walk = StackWalk.current(worker);
        if (walk.levels.isEmpty()) {
            return null;
        }
        FinishLocation loc = governingLocation(walk, 0, async);
        if (loc == null) {
            return worker != null && worker.current != null ? worker.current.governing : walk.scopeRecord();
        }
        if (loc.level.frame == null) {
            int virtual = walk.materialize(List.of(loc.level));
            Scheduler.state(async).counters().exceptionFrames += virtual;
        }
        return FinishNode.recordOf(loc.level.frame, loc.finish.getRecordSlot(), async);
    }

    // ---- common -------------------------------------------------------------------------

    /** The region a continuation from {@code point} in level {@code k} would take, or null if it cannot be resumed. */
    private static Region region(StackWalk walk, int k, Node point) {
        List<Level> levels = walk.levels;
        Level lk = levels.get(k);
        AsyncNode boundary = null;
        for (AsyncNode x : lk.inProgress) {
            if (x != point && isAncestor(x, point)) {
                boundary = x;
            }
        }
        int j = k;
        while (boundary == null && j + 1 < levels.size()) {
            j++;
            Level lj = levels.get(j);
            if (!lj.isX10()) {
                return null;
            }
            if (!lj.inProgress.isEmpty()) {
                boundary = lj.inProgress.get(lj.inProgress.size() - 1);
            }
        }
        for (int i = k; i <= j; i++) {
            Level li = levels.get(i);
            if (!li.isX10()) {
                return null;
            }
            Node at = i == k ? point : (Node) li.call;
            if (at == null) {
                return null;
            }
            Node start = i == j && boundary != null ? boundary.getBody() : li.start();
            if (!Resumability.canResume(at, start)) {
                return null;
            }
        }
        return new Region(k, j, point, boundary);
    }

    private static boolean isAncestor(Node ancestor, Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The finish governing {@code node} of level {@code index}: the innermost around it there or in a caller; null means the task's. */
    private static FinishLocation governingLocation(StackWalk walk, int index, Node node) {
        List<Level> levels = walk.levels;
        for (int l = index; l < levels.size(); l++) {
            Level li = levels.get(l);
            if (!li.isX10()) {
                continue;
            }
            Node from = l == index ? node : li.rawCall;
            if (from == null) {
                continue;
            }
            FinishNode f = StackWalk.enclosingFinish(li, from);
            if (f != null) {
                return new FinishLocation(li, f);
            }
            if (li.stopAt >= 0) {
                return null;
            }
        }
        return null;
    }

    private static FinishRecord recordAt(FinishLocation loc, Task task) {
        if (loc == null) {
            return task.governing;
        }
        return FinishNode.recordOf(loc.level.frame, loc.finish.getRecordSlot(), loc.finish);
    }

    /**
     * Materializes the region's frames and those of the finishes whose records the capturing
     * thread now shares. (Copying the frames the victim only unwinds through from the walk's
     * snapshot instead, leaving them virtual, made Fib slower with two workers than with one.)
     */
    private static void materialize(StackWalk walk, Region r, FinishLocation stolenGoverning, FinishLocation boundaryGoverning) {
        List<Level> wanted = new ArrayList<>(walk.levels.subList(r.k, r.j + 1));
        if (stolenGoverning != null) {
            wanted.add(stolenGoverning.level);
        }
        if (boundaryGoverning != null) {
            wanted.add(boundaryGoverning.level);
        }
        walk.worker.counters.materializedFrames += walk.materialize(wanted);
    }

    /** Records for every finish the continuation runs through, then the thief's copies of the frames. */
    private static Continuation build(StackWalk walk, Region r, Task task, FinishRecord governing, boolean rootActivity) {
        List<ResumeFrame> frames = new ArrayList<>();
        for (int i = r.k; i <= r.j; i++) {
            Level li = walk.levels.get(i);
            Node at = i == r.k ? r.point : (Node) li.call;
            boolean bounded = i == r.j && r.boundary != null;
            int boundaryId = bounded ? r.boundary.getResumeId() : li.stopAt;
            if (li.pending != null) {
                frames.add(li.pending);
                continue;
            }
            Node start = bounded ? r.boundary.getBody() : li.start();
            for (FinishNode f : StackWalk.enclosingFinishes(li, at, start)) {
                FinishNode.recordOf(li.frame, f.getRecordSlot(), f);
            }
            MaterializedFrame copy = thiefCopy(li.frame, li.function);
            if (bounded) {
                copy.setObject(r.boundary.getStateSlot(), ActivityMark.BOUNDARY);
            }
            frames.add(new ResumeFrame(li.function, copy, ((org.x10lite.nodes.resume.ResumePoint) at).getResumeId(), boundaryId));
        }
        return new Continuation(frames.toArray(new ResumeFrame[0]), governing, rootActivity, task.program);
    }

    /**
     * The thief's copy of a victim's frame, sharing the locals activities may share (in cells
     * made now, in the victim's frame too): no async of the function is in progress in it yet.
     */
    private static MaterializedFrame thiefCopy(MaterializedFrame frame, X10RootNode function) {
        FrameCopies.shareLocals(frame);
        MaterializedFrame copy = FrameCopies.copy(frame);
        for (AsyncNode a : function.asyncs()) {
            copy.setObject(a.getStateSlot(), null);
        }
        return copy;
    }
}
