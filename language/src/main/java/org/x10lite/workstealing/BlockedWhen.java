package org.x10lite.workstealing;

import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.values.X10Exception;

/**
 * One wait of a thread blocked in a {@code when} (its continuation could not be parked): it is
 * over when an atomic section ends or the runtime finds a deadlock. Whoever ends it gives the
 * activity its live work back, exactly once (all of this happens holding the atomic lock).
 */
final class BlockedWhen implements WaitingWhen {
    /** Null on a thread that is not a worker: nothing is counted there. */
    private final ProgramCompletion program;
    /** The live work the wait gave back: the activity's and its worker's suspended tasks' ({@link Worker#liveUnits}). */
    private final int units;
    private final WhenNode when;
    private final org.x10lite.workstealing.AtomicSection section;
    private boolean over;
    private X10Exception verdict;

    BlockedWhen(ProgramCompletion program, int units, WhenNode when, org.x10lite.workstealing.AtomicSection section) {
        this.program = program;
        this.units = units;
        this.when = when;
        this.section = section;
    }

    @Override
    public void conditionMayHold() {
        end();
        section.signalBlocked();
    }

    @Override
    public void deadlocked(X10Exception deadlock) {
        verdict = deadlock;
        end();
        section.signalBlocked();
    }

    /** Ends the wait (if nothing ended it yet): the activity is live work again. */
    void end() {
        if (!over) {
            over = true;
            if (program != null) {
                program.workAdded(units);
            }
        }
    }

    boolean isOver() {
        return over;
    }

    /** After the wait: throws the runtime's deadlock verdict, if that is what ended it. */
    void throwVerdict() {
        if (verdict != null) {
            throw verdict;
        }
    }

    @Override
    public Object run() {
        return program;
    }

    @Override
    public WhenNode when() {
        return when;
    }
}
