package org.x10lite.workstealing;

import com.oracle.truffle.api.ThreadLocalAction;
import org.x10lite.X10Context;
import org.x10lite.scheduler.StealHandoff;

/**
 * A steal request, run by the victim at its next safepoint poll: the victim walks its own stack,
 * takes its oldest stealable continuation and hands it over through the handoff. The time the
 * victim spends here is its stop time.
 */
final class StealAction extends ThreadLocalAction {
    private final Worker victim;
    private final StealHandoff handoff;

    StealAction(Worker victim, StealHandoff handoff) {
        super(true, false);
        this.victim = victim;
        this.handoff = handoff;
    }

    /**
     * A blocked victim keeps its "stealable" flag exact (a deadlock verdict depends on it): after
     * this steal, is there more? If not and its run has no live work left, the run may be deadlocked.
     */
    private void stillStealableWhileBlocked(Continuation stolen) {
        boolean more = stolen != null && StackCapture.hasStealable(victim);
        victim.stealableWhileBlocked = more;
        Task task = victim.current;
        if (!more && task != null && !task.program.hasLiveWork()) {
            victim.pool.outOfWork(task.program);
        }
    }

    @Override
    protected void perform(Access access) {
        if (Thread.currentThread() != victim.thread || !handoff.claim()) {
            return;
        }
        long start = System.nanoTime();
        Continuation stolen = null;
        boolean runFailed = false;
        try {
            Task task = victim.current;
            // nothing is stolen from inside an atomic body (reached through a call: X10 forbids
            // spawning there, and it then runs serially, holding the lock, as under the elision)
            if (task != null && !X10Context.get(null).atomicSection.insideBody()) {
                try {
                    stolen = StackCapture.steal(victim, start);
                } catch (RuntimeException | Error e) {
                    // a bug in the runtime: report it as the program's failure, never into the victim's guest code
                    task.program.fail(e);
                    runFailed = true;
                }
            }
        } finally {
            if (stolen != null) {
                // live work of its run before the thief can see it
                stolen.program.workAdded();
            }
            handoff.complete(stolen);
            victim.counters.victimStopped(start, System.nanoTime() - start, stolen != null);
        }
        if (victim.blockedNow && !runFailed) {
            stillStealableWhileBlocked(stolen);
        }
        if (runFailed) {
            // the victim's own activity belongs to the failed run: it stops like the others
            throw new ProgramCancelled();
        }
    }
}
