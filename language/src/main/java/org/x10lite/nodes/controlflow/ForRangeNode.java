package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RepeatingNode;
import com.oracle.truffle.api.profiles.BranchProfile;
import com.oracle.truffle.api.profiles.ConditionProfile;
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
import org.x10lite.workstealing.LoopShares;

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
 *
 * <p>The counter names the iteration in progress (between iterations, the next one) and the
 * limit the last iteration to run in place; both are inclusive, so that a range ending at
 * {@code Long.MAX_VALUE} needs no value past its end. Each iteration starts with the test
 * {@code counter <= limit}; after an iteration at {@code Long.MAX_VALUE}, where the counter
 * cannot move on, the loop ends at once and the limit goes below the counter instead (see
 * {@link Body#advance}). So a loop that ended leaves its slots saying so (counter past the
 * limit) without ever computing {@code MAX_VALUE + 1} or {@code MIN_VALUE - 1}, and no state is
 * coded as a special counter or limit value: whether a loop is stopped for a hand-over is a
 * boolean slot of its own.
 *
 * <p>A steal also stops, for a hand-over, every loop of this kind in each frame it materializes
 * or copies ({@link #stopForHandOver}): it keeps the limit in the rest slot, marks the loop
 * stopped, and lowers the limit to the counter so that the loop ends after the iteration it is
 * in. Such a frame is on the heap from then on:
 * its activation runs in the interpreter (or in loops compiled by on-stack replacement on that
 * heap frame, every local a memory access) until it returns, and a thief resumes its copy in
 * the slow clone. So when the loop ends early, it hands the rest of its iterations to a
 * compiled loop share ({@code LoopShares.runRestOf}) on a virtual copy of the frame, as
 * a thief's share of a split loop runs. The iterations test only the limit; the stopped slot
 * is read once per execution of the loop, and in code compiled as a whole (a virtual frame,
 * which no steal writes without materializing it) not at all.
 */
public final class ForRangeNode extends ResumePointStatement {
    @Child private X10ExpressionNode range;
    @Child private com.oracle.truffle.api.nodes.LoopNode loop;
    private final int counterSlot;
    private final int limitSlot;
    /** True for {@code for (x in rail)}: the body's first statement fetches the element at the counter. */
    private final boolean fetchesElement;
    /**
     * A loop whose body spawns: the slot that holds the real limit while the loop is stopped for
     * a hand-over. -1 for other loops (no steal ever stops them).
     */
    private final int restSlot;
    /**
     * A loop whose body spawns: a boolean slot, true while the loop is stopped for a hand-over
     * (its rest slot then holds the real limit). -1 for other loops.
     */
    private final int stoppedSlot;
    /**
     * True for the copy in a function's slow clone, which runs on a heap frame: there the loop
     * runs in a victim's loop share on a virtual copy of the frame (see {@link #executeVoid}). A
     * compilation constant: in the fast code the branch and its {@code materialize()}, which
     * would make every frame of the function a heap frame, are not there.
     */
    @CompilationFinal private boolean inSlowClone;
    /** Whether the ranges of a loop that does not spawn have fit in {@code int} counting (see {@link #countsInInt}). */
    private final ConditionProfile intRange = ConditionProfile.create();

    /**
     * {@code handOver}: the rest and stopped slots if {@code body} may spawn, else null;
     * {@code iterationLocals}: the slots of the locals and temporaries of {@code body} (see {@link IterationLocals}).
     */
    public ForRangeNode(X10ExpressionNode range, int counterSlot, int limitSlot, int variableSlot, boolean isInt, X10StatementNode body, HandOverSlots handOver,
                    boolean fetchesElement, int[] iterationLocals) {
        this.range = range;
        this.counterSlot = counterSlot;
        this.limitSlot = limitSlot;
        this.restSlot = handOver == null ? -1 : handOver.restSlot();
        this.stoppedSlot = handOver == null ? -1 : handOver.stoppedSlot();
        this.fetchesElement = fetchesElement;
        this.loop = Truffle.getRuntime().createLoopNode(new Body(counterSlot, limitSlot, variableSlot, isInt, body, restSlot, stoppedSlot, IterationLocals.ofLoop(variableSlot, iterationLocals)));
    }

    /** The slots a loop whose body may spawn needs for a hand-over: the real limit, and whether the loop is stopped. */
    public record HandOverSlots(int restSlot, int stoppedSlot) {
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        Object r = range.executeGeneric(frame);
        if (!(r instanceof X10Range xr)) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.NULL_POINTER, "iterating over a null range", this);
        }
        if (inSlowClone) {
            setIterations(frame, xr.min, xr.max);
            LoopShares.runStartedInResumedCode(this, frame.materialize());
            return;
        }
        boolean countsInInt = countsInInt(xr);
        if (countsInInt) {
            frame.setInt(counterSlot, (int) xr.min);
            frame.setInt(limitSlot, (int) xr.max);
        } else {
            setIterations(frame, xr.min, xr.max);
        }
        repeating().beforeFirstIteration(frame);
        loop.execute(frame);
        if (countsInInt) {
            // nothing reads them after the loop; cleared, they do not make frame copies meet an int in a Long slot
            frame.clear(counterSlot);
            frame.clear(limitSlot);
        }
        handOverIfStopped(frame);
    }

    /**
     * True if this execution of the loop counts in {@code int}: its body does not spawn (no steal
     * splits it or stops it for a hand-over, and only a thief's resumption reads its slots, which
     * {@link #resume} turns back into longs), and both ends of its range lie in {@code int}, its
     * end below {@code Integer.MAX_VALUE}, so the counter never overflows (an empty range such as
     * {@code Long.MAX_VALUE..Long.MIN_VALUE} has neither end there). Counted in {@code int}, the
     * loop's chunks compile without polls ({@link PollChunks}), and where a Rail index is the
     * counter or arithmetic on it that stays in {@code Int}'s range (which {@code Long} arithmetic
     * speculates on where it computes an index: {@link org.x10lite.nodes.expression.IndexArithmeticNode}),
     * X10's index test and the JVM's fold into one
     * (docs/performance.md).
     */
    private boolean countsInInt(X10Range xr) {
        return restSlot < 0 && intRange.profile((int) xr.min == xr.min && (int) xr.max == xr.max && xr.max != Integer.MAX_VALUE);
    }

    /**
     * Marks this node as part of a slow clone. A loop that starts there runs on the resumed heap
     * frame, every local a memory access even once on-stack replacement has compiled it (the hash
     * loop after Quicksort's sort ran 3.5 times slower there than in the fast code), so it runs
     * in a victim's loop share instead, compiled on a virtual copy of the frame.
     */
    public void markInSlowClone() {
        this.inSlowClone = true;
    }

    /**
     * Runs a share of this loop: the iterations its frame's counter and limit slots name, or
     * fewer if a steal stops it for a hand-over (the share's caller then runs the rest in a
     * fresh share).
     */
    public void runShare(VirtualFrame frame) {
        repeating().beforeFirstIteration(frame);
        loop.execute(frame);
    }

    /**
     * If a steal stopped the loop for a hand-over, runs the rest in a compiled loop share. The
     * stopped slot holds a boolean here (the loop wrote it when it started, a steal writes
     * another), so it is read without {@link #isStopped}'s tag test: with that test, Graal's
     * partial escape analysis failed on loop shares whose body holds an inner spawning loop
     * ("monotonicity violated"; corpus BreakInAStoppedLoop, LoopHandOver, StealAtAShareReturn
     * compiled immediately: 4 to 6 failed compilations in their 27 configurations, none without).
     */
    private void handOverIfStopped(VirtualFrame frame) {
        if (restSlot >= 0) {
            StealWrites.observe();
            if (frame.getBoolean(stoppedSlot)) {
                LoopShares.runRestOf(this, frame.materialize());
            }
        }
    }

    /** True if a steal stopped the loop in {@code frame} for a hand-over and its rest has not been taken. */
    private boolean isStopped(Frame frame) {
        return stoppedSlot >= 0 && frame.isBoolean(stoppedSlot) && frame.getBoolean(stoppedSlot);
    }

    /**
     * Called by a steal on a heap frame of this loop's function (materialized or copied): if the
     * loop runs in it (its counter is within its limit, and it is not stopped yet), stops it after
     * the iteration the counter names, keeping its limit in the rest slot. A loop that does not
     * run will set its slots afresh when it starts.
     */
    public void stopForHandOver(Frame frame) {
        if (restSlot >= 0 && frame.isLong(counterSlot) && frame.isLong(limitSlot) && !isStopped(frame)) {
            long counter = frame.getLong(counterSlot);
            long limit = frame.getLong(limitSlot);
            if (counter <= limit) {
                frame.setLong(restSlot, limit);
                frame.setBoolean(stoppedSlot, true);
                frame.setLong(limitSlot, counter);
            }
        }
    }

    /** The last iteration the loop will run in this frame, in place or after a hand-over. */
    public long effectiveLimit(Frame frame) {
        return isStopped(frame) ? frame.getLong(restSlot) : frame.getLong(limitSlot);
    }

    /**
     * True if iterations after the one the counter names are left to run in this frame, in place
     * or after a hand-over (a comparison: the difference of two longs may not fit in a long).
     */
    public boolean hasIterationsAfterCurrent(Frame frame) {
        return effectiveLimit(frame) > frame.getLong(counterSlot);
    }

    /** Lowers the loop's {@linkplain #effectiveLimit effective limit} in this frame (a split), to at least the counter. */
    public void lowerEffectiveLimit(Frame frame, long limit) {
        if (isStopped(frame)) {
            frame.setLong(restSlot, limit);
        } else {
            frame.setLong(limitSlot, limit);
        }
    }

    /** Sets this frame's counter and limit to run iterations {@code first} to {@code last}, not stopped. */
    public void setIterations(Frame frame, long first, long last) {
        frame.setLong(counterSlot, first);
        frame.setLong(limitSlot, last);
        if (stoppedSlot >= 0) {
            frame.setBoolean(stoppedSlot, false);
        }
    }

    /**
     * Undoes a stop for a hand-over in {@code frame} (the limit is the real one again); returns
     * true if the loop had been stopped and has iterations left.
     */
    public boolean takeRest(Frame frame) {
        if (!isStopped(frame)) {
            // no steal stops a loop whose body does not spawn
            return false;
        }
        long rest = frame.getLong(restSlot);
        frame.setLong(limitSlot, rest);
        frame.setBoolean(stoppedSlot, false);
        return frame.getLong(counterSlot) <= rest;
    }

    private Body repeating() {
        return (Body) loop.getRepeatingNode();
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        if (path.isLast(this)) {
            throw CompilerDirectives.shouldNotReachHere("a share of a split loop runs in its own root (LoopShareRootNode)");
        }
        countInLong(frame);
        if (repeating().resumeIteration(frame, path.enter(this), path)) {
            LoopShares.runRestOfResumed(this, frame.materialize());
        }
    }

    /**
     * A thief resumes an iteration of a loop that counted in {@code int} (a call in its body was
     * stolen from) with a long counter and limit, as the protocol of loop shares has them.
     */
    private void countInLong(Frame frame) {
        if (frame.isInt(counterSlot)) {
            frame.setLong(counterSlot, frame.getInt(counterSlot));
            frame.setLong(limitSlot, frame.getInt(limitSlot));
        }
    }

    /** True if this loop has iterations left to run in {@code frame} (its counter is within its limit). */
    public boolean hasIterationsLeft(Frame frame) {
        return frame.getLong(counterSlot) <= frame.getLong(limitSlot);
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

    /** The rest slot (see {@link #stopForHandOver}), or -1 if the body does not spawn. */
    public int getRestSlot() {
        return restSlot;
    }

    static final class Body extends Node implements RepeatingNode {
        @Child private X10StatementNode body;
        private final int counterSlot;
        private final int limitSlot;
        private final int variableSlot;
        private final boolean isInt;
        private final BranchProfile breakTaken = BranchProfile.create();
        /**
         * An iteration at {@code Long.MAX_VALUE} ended: compiled in only once seen. As a second
         * way out of the loop it kept Graal from compiling the loop as a counted loop (Matmul(1280)
         * elided took 6.4-6.6 s instead of 3.5-3.7 s, 2026-11-27); as a deoptimization it is a guard.
         */
        private final BranchProfile endOfLong = BranchProfile.create();
        /** The loop's rest slot if the body may spawn, else -1 (see {@link ForRangeNode#stopForHandOver}). */
        private final int restSlot;
        /** The loop's stopped slot if the body may spawn, else -1. */
        private final int stoppedSlot;
        private final IterationLocals iterationLocals;

        Body(int counterSlot, int limitSlot, int variableSlot, boolean isInt, X10StatementNode body, int restSlot, int stoppedSlot, IterationLocals iterationLocals) {
            this.body = body;
            this.iterationLocals = iterationLocals;
            this.restSlot = restSlot;
            this.stoppedSlot = stoppedSlot;
            this.counterSlot = counterSlot;
            this.limitSlot = limitSlot;
            this.variableSlot = variableSlot;
            this.isInt = isInt;
        }

        /** Clears the slots that die with each iteration (see {@link IterationLocals}): none is live before the first either. */
        void beforeFirstIteration(VirtualFrame frame) {
            iterationLocals.clear(frame);
        }

        /** The body may spawn, so a steal may split the loop by lowering its limit (see {@link StealWrites}). */
        private boolean spawns() {
            return restSlot >= 0;
        }

        /** The loop counts in {@code int} (see {@link ForRangeNode#countsInInt}): compiled in only once seen. */
        private final BranchProfile intCounter = BranchProfile.create();
        /** The loop counts in {@code long}: compiled in only once seen. */
        private final BranchProfile longCounter = BranchProfile.create();
        /**
         * Whether iterations counted in {@code long} (a loop whose body spawns, whose slots a
         * thief reads as {@code long}s) have had counter and limit in {@code int}'s range.
         */
        private final ConditionProfile withinInt = ConditionProfile.create();

        @Override
        public boolean executeRepeating(VirtualFrame frame) {
            if (frame.isInt(counterSlot)) {
                intCounter.enter();
                return executeIntIterations(frame);
            }
            longCounter.enter();
            return executeLongIteration(frame);
        }

        /**
         * Iterations of a loop that does not spawn and counts in {@code int}. Compiled, they run
         * in chunks (see {@link PollChunks}), each a loop of its own counted in {@code int}, which
         * Graal compiles without safepoint polls; the interpreter runs one iteration per call. The
         * limit is below {@code Integer.MAX_VALUE}, so the counter moves on without
         * an end-of-range test, and a break needs no bookkeeping (the slots of a loop that does not
         * spawn are not read after it; a thief that resumes an iteration reads the counter).
         */
        private boolean executeIntIterations(VirtualFrame frame) {
            int i = frame.getInt(counterSlot);
            int limit = frame.getInt(limitSlot);
            if (i > limit) {
                return false;
            }
            // the interpreter polls and counts iterations for on-stack replacement per call
            int last = i;
            if (CompilerDirectives.inCompiledCode()) {
                last = PollChunks.lastOfChunk(i, limit);
            }
            for (; i <= last; i++) {
                frame.setInt(counterSlot, i);
                setVariable(frame, i);
                boolean broke = runBody(frame);
                iterationLocals.clear(frame);
                if (broke) {
                    return false;
                }
            }
            frame.setInt(counterSlot, i);
            return true;
        }

        /**
         * One iteration of a loop counted in {@code long}: one whose body spawns, or whose range
         * leaves {@code int}. A spawning loop's limit may be lowered by a thief meanwhile (never
         * raised), so it is read again before each iteration.
         */
        private boolean executeLongIteration(VirtualFrame frame) {
            long i = frame.getLong(counterSlot);
            if (spawns()) {
                StealWrites.observe();
            }
            long limit = frame.getLong(limitSlot);
            if (i > limit) {
                return false;
            }
            if (withinInt.profile(i >= Integer.MIN_VALUE && limit < Integer.MAX_VALUE)) {
                if (spawns() && CompilerDirectives.inCompiledCode()) {
                    return executeSpawningChunk(frame, (int) i, limit);
                }
                // the value as a sign-extended int: an index the compiler checks once (see
                // countsInInt); and the counter cannot reach the end of Long
                int value = (int) i;
                if (!runIteration(frame, value)) {
                    return false;
                }
                frame.setLong(counterSlot, value + 1L);
                return true;
            }
            return runIteration(frame, i) && advance(frame, i);
        }

        /**
         * Compiled, a spawning loop whose counter and limit lie in {@code int} runs a chunk of
         * iterations (see {@link PollChunks}) as an inner loop counted in {@code int}: no poll
         * between its iterations, so that an unstolen async in a flat loop costs what the serial
         * elision's iteration costs (ForkJoin with one worker took 1.27 times the elision's time
         * with a poll per iteration). A steal still reaches the worker at every poll inside an
         * async's body (a call, an inner loop), where it can take the loop's continuation, and
         * between chunks.
         *
         * <p>The counter names the iteration in progress, for a thief that resumes it. A steal may
         * lower the limit (a split, a hand-over) only at a poll inside an iteration: on a virtual
         * frame it materializes the frame and deoptimizes this code, and the limit read after each
         * iteration is the value read before the chunk, a test that partial evaluation folds away;
         * on a heap frame (code compiled by on-stack replacement) the read sees the steal's write,
         * and the chunk ends there.
         */
        private boolean executeSpawningChunk(VirtualFrame frame, int first, long limit) {
            int last = PollChunks.lastOfChunk(first, limit);
            for (int i = first; i <= last; i++) {
                frame.setLong(counterSlot, i);
                if (!runIteration(frame, i)) {
                    return false;
                }
                StealWrites.observe();
                long now = frame.getLong(limitSlot);
                if (now != limit) {
                    CompilerDirectives.transferToInterpreter();
                    frame.setLong(counterSlot, i + 1L);
                    return i < now;
                }
            }
            frame.setLong(counterSlot, last + 1L);
            return true;
        }

        /** Runs iteration {@code i}; returns false if it ended the loop with a break. */
        private boolean runIteration(VirtualFrame frame, long i) {
            setVariable(frame, i);
            if (runBody(frame)) {
                endedByBreak(frame, i);
                return false;
            }
            iterationLocals.clear(frame);
            return true;
        }

        /** Writes iteration {@code i}'s value into the loop variable, if the loop has one. */
        private void setVariable(VirtualFrame frame, long i) {
            if (variableSlot >= 0) {
                if (isInt) {
                    frame.setInt(variableSlot, (int) i);
                } else {
                    frame.setLong(variableSlot, i);
                }
            }
        }

        /** Runs the body once; returns true if it ended with a break (a continue ends the iteration). */
        private boolean runBody(VirtualFrame frame) {
            try {
                body.executeVoid(frame);
                return false;
            } catch (BreakException e) {
                breakTaken.enter();
                return true;
            } catch (ContinueException e) {
                return false;
            }
        }

        /**
         * Iteration {@code i} ended: moves the counter on (the next iteration's test decides
         * whether it runs) and returns true, or, after {@code Long.MAX_VALUE}, where there is no
         * next counter, ends the loop: the limit goes below the counter, and no rest can remain
         * (a rest is at most {@code Long.MAX_VALUE} too), so a stop for a hand-over is over as
         * well.
         */
        private boolean advance(VirtualFrame frame, long i) {
            if (i == Long.MAX_VALUE) {
                endOfLong.enter();
                endAfter(frame, i);
                return false;
            }
            frame.setLong(counterSlot, i + 1);
            return true;
        }

        /**
         * Leaves the slots saying that the loop ended with iteration {@code i}: the counter past
         * the limit (the limit below the counter where {@code i} is {@code Long.MAX_VALUE}), not
         * stopped. After {@code Long.MAX_VALUE} every loop's limit is lowered: a thief that
         * resumed an iteration of any loop runs the rest from the counter and the limit
         * ({@link #resumeIteration}); otherwise only a spawning loop's slots are read after it ends.
         */
        private void endAfter(VirtualFrame frame, long i) {
            if (i == Long.MAX_VALUE) {
                frame.setLong(limitSlot, i - 1);
            } else if (spawns()) {
                frame.setLong(counterSlot, i + 1);
                frame.setLong(limitSlot, i);
            }
            if (spawns()) {
                frame.setBoolean(stoppedSlot, false);
            }
        }

        /**
         * Iteration {@code i} broke out of the loop: its slots must say that the loop is over, as
         * after its last iteration (no iterations left, not stopped). Otherwise a rest a steal
         * had left in the rest slot, or one a steal makes of the counter and limit while this
         * frame is still on its way out of a loop share (see {@link #stopForHandOver}), would be
         * taken for iterations a hand-over still owes and run from the counter, which still names
         * the iteration that broke: its statements before the break ran twice that way.
         */
        private void endedByBreak(VirtualFrame frame, long i) {
            iterationLocals.clear(frame);
            endAfter(frame, i);
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
                endedByBreak(frame, i);
                return false;
            } catch (ContinueException e) {
                // next iteration
            }
            iterationLocals.clear(frame);
            advance(frame, i);
            // the caller takes the rest of the loop, and a rest a stop for a hand-over left
            return true;
        }
    }
}
