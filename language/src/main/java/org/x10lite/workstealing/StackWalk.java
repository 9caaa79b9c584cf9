package org.x10lite.workstealing;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.FrameInstance;
import com.oracle.truffle.api.frame.FrameInstance.FrameAccess;
import com.oracle.truffle.api.frame.FrameInstanceVisitor;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.call.UserCallNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.nodes.parts.FreshTaskRootNode;
import org.x10lite.nodes.parts.LoopShareRootNode;
import org.x10lite.nodes.parts.SlowCloneRootNode;
import org.x10lite.nodes.resume.ResumePoint;
import org.x10lite.nodes.resume.ResumePointStatement;

/**
 * A look at the current thread's guest stack, innermost frame first, made without deoptimizing
 * anything: frames are read with {@link FrameAccess#READ_ONLY}. For a worker running a
 * continuation, the continuation's pending caller frames (heap frames not yet on the stack)
 * follow the real ones. Frames that a steal or park then needs are materialized afterwards
 * ({@link #materialize}), which deoptimizes exactly those activations.
 *
 * <p>The walk is most of a steal's cost on a deep stack: the VM builds a frame reference for each
 * guest frame and calls back into Java for it, some microseconds per frame. Which frames a steal
 * needs is known only at the end (the oldest stealable continuation is at the bottom), so the
 * frames are materialized through the frame instances kept from the walk, while every one of
 * them is still on the stack below this code, instead of walking the whole stack a second time.
 */
final class StackWalk {
    /** One frame of the walk. */
    static final class Level {
        /** The function of the frame; null for a frame that is not x10lite code. */
        X10RootNode function;
        /** A readable view of the frame: a read-only snapshot, or the heap frame itself. */
        Frame view;
        /** The frame itself once materialized (heap frames are so from the start). */
        MaterializedFrame frame;
        /** The frame's instance from the walk, to materialize it later; null for a pending frame. */
        FrameInstance instance;
        /** The node of the executing tree that is calling the frame above; null for the top frame. */
        Node rawCall;
        /** That call as a resume point of the function's original tree; null if not resumable. */
        ResumePoint call;
        /** For a continuation's bottom frame: the resume id of the async that bounds the task, else -1. */
        int stopAt = -1;
        /**
         * For a victim's loop share (see {@link LoopShares#runRestOf}): the loop, a node of
         * the function's original tree. The share's frame stands for its caller's whole activation.
         */
        Node handedOverLoop;
        /** Pending frame of the worker's continuation (not on the stack). */
        ResumeFrame pending;
        /** For the frame of a root that runs under an implicit finish: that finish's record. */
        org.x10lite.scheduler.FinishRecord scopeRecord;
        /** The frame of a fresh task's root: the bottom of the worker's current task (see {@link FreshTaskRootNode}). */
        boolean freshTaskRoot;
        /** The asyncs in progress in this frame, outermost first (nodes of the original tree). */
        final List<AsyncNode> inProgress = new ArrayList<>();

        boolean isX10() {
            return function != null;
        }

        Object read(int slot) {
            return (frame != null ? frame : view).getObject(slot);
        }

        /**
         * Where this frame's own statement-level resumption starts: the function body, the
         * bounding async's body, or the loop a share of a split loop runs (see {@link SlowCloneRootNode#regionStart}).
         */
        Node start() {
            return stopAt >= 0 ? SlowCloneRootNode.regionStart(function.resumePoint(stopAt)) : function.getBody();
        }
    }

    final List<Level> levels = new ArrayList<>();
    final Worker worker;

    private StackWalk(Worker worker) {
        this.worker = worker;
    }

    /** Walks the current thread's stack (and the pending frames of its worker's continuation, if any). */
    static StackWalk current(Worker worker) {
        StackWalk walk = new StackWalk(worker);
        Truffle.getRuntime().iterateFrames(new LevelVisitor(walk));
        walk.mergeVictimShares();
        boolean reachedTaskStart = !walk.levels.isEmpty() && walk.levels.get(walk.levels.size() - 1).freshTaskRoot;
        if (!reachedTaskStart && worker != null && worker.current instanceof Continuation c && !walk.levels.isEmpty()) {
            for (int i = c.current + 1; i < c.frames.length; i++) {
                walk.levels.add(pendingLevel(c.frames[i]));
            }
        }
        for (int i = 0; i < walk.levels.size(); i++) {
            walk.findAsyncsInProgress(walk.levels.get(i), i == 0);
        }
        return walk;
    }

    /**
     * Adds a level for each frame of ours, top down. A class rather than a lambda: a lambda is
     * linked at its first use, which may be a failure at the stack's limit (see {@link SlowPathClasses}).
     */
    private static final class LevelVisitor implements FrameInstanceVisitor<Level> {
        private final StackWalk walk;

        LevelVisitor(StackWalk walk) {
            this.walk = walk;
        }

        @Override
        public Level visitFrame(FrameInstance fi) {
            Level l = walk.level(fi);
            // other roots (the polyglot thread's own) hold nothing of ours
            if (l.isX10() || l.scopeRecord != null) {
                walk.levels.add(l);
            }
            // a fresh task's activity began at its root; below it waits the task it interrupted
            return l.freshTaskRoot ? l : null;
        }
    }

    private Level level(FrameInstance fi) {
        Level l = new Level();
        l.instance = fi;
        RootNode root = ((RootCallTarget) fi.getCallTarget()).getRootNode();
        l.rawCall = fi.getCallNode();
        if (root instanceof X10RootNode f) {
            readStackFrame(l, f, fi);
        } else if (root instanceof LoopShareRootNode s) {
            readStackFrame(l, s.getFunction(), fi);
            ResumeFrame share = LoopShares.shareOf(l.view.getArguments());
            if (!share.stateInShareFrame) {
                // before its copy in or after its copy back: the share's frame is not the live one
                l.view = share.frame;
                l.frame = share.frame;
            }
            if (share.isVictimShare()) {
                l.handedOverLoop = (Node) s.getFunction().resumePoint(share.resumeId);
            } else {
                l.stopAt = share.boundaryId;
            }
        } else if (root instanceof FreshTaskRootNode t) {
            readStackFrame(l, t.getFunction(), fi);
            l.stopAt = t.asyncId();
            l.freshTaskRoot = true;
        } else if (root instanceof SlowCloneRootNode c) {
            ResumeFrame rf = resumeFrameOf(fi.getFrame(FrameAccess.READ_ONLY), c.getFunction());
            l.function = c.getFunction();
            l.frame = rf.frame;
            l.view = rf.frame;
            l.stopAt = rf.boundaryId;
        } else {
            if (root instanceof FinishScope scope) {
                l.scopeRecord = scope.finishRecord(fi.getFrame(FrameAccess.READ_ONLY));
            }
            return l;
        }
        l.call = resumePointOf(l.function, l.rawCall);
        return l;
    }

    /**
     * A victim's loop share and the activation that called it are one frame to a steal: the
     * share's frame is a copy of the caller's, taken when the loop handed its rest over, with
     * everything written since; the caller only waits for it to return. So the caller's level
     * goes, and the share's level takes over where its activity began. Bottom up, since a share
     * may itself have handed over an inner loop.
     */
    private void mergeVictimShares() {
        for (int i = levels.size() - 2; i >= 0; i--) {
            Level l = levels.get(i);
            if (l.handedOverLoop != null) {
                l.stopAt = levels.remove(i + 1).stopAt;
            }
        }
    }

    /** A frame of the function's own shape on the stack: a fast-code frame, or a loop share's. */
    private static void readStackFrame(Level l, X10RootNode function, FrameInstance fi) {
        l.function = function;
        l.view = fi.getFrame(FrameAccess.READ_ONLY);
        if (!fi.isVirtualFrame() || isOnStackReplaced(fi)) {
            // a heap frame: materializing it would change nothing, or (on-stack replacement)
            // deoptimize the compiled loop for nothing
            l.frame = heapFrame(fi, l.view);
        }
    }

    /**
     * The heap frame of an activation that is not virtual. The optimizing runtime's read-only
     * view of it is the frame itself; Truffle's fallback runtime (a JVM without JVMCI) wraps it
     * in a read-only view and gives the frame itself for read-write access, where the optimizing
     * runtime would materialize a virtual frame: there is none on that runtime.
     */
    private static MaterializedFrame heapFrame(FrameInstance fi, Frame view) {
        if (view instanceof MaterializedFrame frame) {
            return frame;
        }
        return (MaterializedFrame) fi.getFrame(FrameAccess.READ_WRITE);
    }

    /**
     * True if a loop of this activation runs compiled by on-stack replacement. Truffle then shows
     * the interpreter's frame, a heap frame the compiled loop reads and writes, while
     * {@link FrameInstance#isVirtualFrame()} speaks of the compiled loop's own frame, whose
     * materialization would deoptimize the loop. The frame instance's class is the only sign
     * the API gives.
     */
    private static boolean isOnStackReplaced(FrameInstance fi) {
        return fi.getClass().getSimpleName().equals("OptimizedOSRFrameInstance");
    }

    /**
     * The frame a slow clone resumes. Normally its call's first argument; but while a loop in the
     * resumed code runs OSR-compiled, Truffle shows the loop's frame instead, which is the
     * resumed function's frame: then it is the worker's current continuation frame (a worker
     * resumes one frame at a time, so at most one slow clone is on its stack).
     */
    private ResumeFrame resumeFrameOf(Frame shown, X10RootNode function) {
        Object[] args = shown.getArguments();
        if (args.length == 3 && args[0] instanceof ResumeFrame rf) {
            return rf;
        }
        if (worker != null && worker.current instanceof Continuation c && c.frames[c.current].function == function) {
            return c.frames[c.current];
        }
        throw CompilerDirectives.shouldNotReachHere("a resumed frame that is neither a continuation call nor its OSR loop");
    }

    private static Level pendingLevel(ResumeFrame rf) {
        Level l = new Level();
        l.function = rf.function;
        l.frame = rf.frame;
        l.view = rf.frame;
        l.pending = rf;
        l.stopAt = rf.boundaryId;
        l.call = rf.function.resumePoint(rf.resumeId);
        l.rawCall = (Node) l.call;
        return l;
    }

    /**
     * The user call that made the call {@code rawCall}, as a node of the function's original tree;
     * null if the frame cannot be resumed after it. Only a call made by the user call node itself
     * (its own call node, or the dispatch node under it) can be resumed by injecting the callee's
     * result there. If an x10lite node lies in between, guest code was called by a builtin or an
     * expression (a Rail initializer closure, a {@code toString()} reached through string
     * conversion, ...) evaluated somewhere inside the user call, maybe in its arguments: the rest
     * of that builtin lives only on the Java stack, so resuming after the enclosing user call would
     * skip it and deliver the wrong value.
     */
    private static ResumePoint resumePointOf(X10RootNode function, Node rawCall) {
        for (Node n = rawCall; n != null && !(n instanceof RootNode); n = n.getParent()) {
            if (n instanceof UserCallNode c) {
                return c.getResumeId() >= 0 ? function.resumePoint(c.getResumeId()) : null;
            }
            if (n instanceof X10ExpressionNode || n instanceof X10StatementNode) {
                return null;
            }
        }
        return null;
    }

    private void findAsyncsInProgress(Level l, boolean top) {
        if (!l.isX10()) {
            return;
        }
        if (l.rawCall == null && top) {
            for (AsyncNode a : l.function.asyncs()) {
                Object state = l.read(a.getStateSlot());
                if (state != null && state != ActivityMark.BOUNDARY) {
                    l.inProgress.add(a);
                }
            }
            return;
        }
        if (l.rawCall == null) {
            return;
        }
        List<AsyncNode> innermostFirst = new ArrayList<>();
        for (Node n = l.rawCall.getParent(); n != null && !(n instanceof RootNode); n = parentInFunction(l, n)) {
            if (isBoundary(l, n)) {
                break;
            }
            if (n instanceof AsyncNode a) {
                innermostFirst.add((AsyncNode) l.function.resumePoint(a.getResumeId()));
            }
        }
        for (int i = innermostFirst.size() - 1; i >= 0; i--) {
            l.inProgress.add(innermostFirst.get(i));
        }
    }

    /**
     * The parent of {@code n} in the function: in a victim's loop share, past the loop copy the
     * share runs, the loop's parent in the original tree (the share's frame is the whole activation's).
     */
    private static Node parentInFunction(Level l, Node n) {
        Node parent = n.getParent();
        return parent instanceof LoopShareRootNode && l.handedOverLoop != null ? l.handedOverLoop.getParent() : parent;
    }

    /** True if {@code n} is the async or loop where the level's continuation began (see {@link Level#stopAt}). */
    private static boolean isBoundary(Level l, Node n) {
        return l.stopAt >= 0 && n instanceof ResumePointStatement p && p.getResumeId() == l.stopAt;
    }

    /** The innermost finish around {@code from} in level {@code l} (stopping at the level's bounding async), or null. */
    static FinishNode enclosingFinish(Level l, Node from) {
        for (Node n = from == null ? null : parentInFunction(l, from); n != null && !(n instanceof RootNode); n = parentInFunction(l, n)) {
            if (isBoundary(l, n)) {
                return null;
            }
            if (n instanceof FinishNode f) {
                return f;
            }
        }
        return null;
    }

    /** Every finish around {@code from} in level {@code l} up to where the level's resumption starts. */
    static List<FinishNode> enclosingFinishes(Level l, Node from, Node start) {
        List<FinishNode> result = new ArrayList<>();
        for (Node n = parentInFunction(l, from); n != null && !(n instanceof RootNode); n = parentInFunction(l, n)) {
            if (n instanceof FinishNode f) {
                result.add(f);
            }
            if (n == start) {
                break;
            }
        }
        return result;
    }

    /** The record of the innermost implicit finish on the stack (the program entry's), or null. */
    org.x10lite.scheduler.FinishRecord scopeRecord() {
        for (Level l : levels) {
            if (l.scopeRecord != null) {
                return l.scopeRecord;
            }
        }
        return null;
    }

    /**
     * Materializes the frames of the given levels that are on the stack; returns how many were
     * virtual. Must run on the walked thread while all walked frames are still on its stack (the
     * walk and this call are made from the same activation, above all of them). Truffle's API
     * says a frame instance must not be used after its walk, because the stack may have changed;
     * here it has not. The optimizing runtime finds the physical frame again by its stack
     * pointer and deoptimizes it, and a second materialization in the same physical frame (two
     * inlined guest frames) sees the first one's objects, as within a walk.
     * {@code MaterializationAccountingTest} and the compiled corpus runs check that the frames
     * obtained so are the live ones: a resumed continuation would otherwise compute from stale
     * copies and give wrong results.
     */
    int materialize(List<Level> wanted) {
        int virtual = 0;
        for (Level l : wanted) {
            virtual += materialize(l);
            handOverLoops(l);
        }
        return virtual;
    }

    /**
     * Stops every spawning range loop running in the level's frame, which a steal has just made
     * a heap frame or found one, for a hand-over: a loop running there (in the interpreter, or
     * in code compiled by on-stack replacement on the heap frame) moves the rest of its
     * iterations to a compiled loop share after the iteration it is in, and copies of the frame
     * for a thief carry the stop, so a loop the thief resumes in the slow clone does the same
     * (see {@link ForRangeNode#stopForHandOver}).
     */
    private static void handOverLoops(Level l) {
        if (l.isX10() && l.frame != null) {
            for (ForRangeNode loop : l.function.spawningLoops()) {
                loop.stopForHandOver(l.frame);
            }
        }
    }

    private static int materialize(Level l) {
        if (l.frame != null || l.instance == null) {
            return 0;
        }
        int virtual = l.instance.isVirtualFrame() ? 1 : 0;
        l.frame = l.instance.getFrame(FrameAccess.MATERIALIZE).materialize();
        return virtual;
    }
}
