package org.x10lite.workstealing;

import com.oracle.truffle.api.Assumption;
import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.Truffle;
import org.x10lite.scheduler.AdaptiveRules;

/**
 * The adaptive policy's state of one {@code async} site: is it work-first or help-first now
 * ({@link AdaptiveRules} says when it changes). Compiled code takes the site's policy as a
 * constant, guarded by an assumption: a work-first site's compiled async is the work-first
 * async, with nothing to test. A change invalidates the code that holds the site, which is
 * then compiled again for the other policy; {@link AdaptiveRules#MAX_SWITCHES_PER_SITE} bounds
 * how often that happens.
 */
public final class AdaptiveSite {
    final AdaptiveRules rules;
    // plain fields: an interpreter that reads a stale policy runs one async under the other policy, which is as correct
    @CompilationFinal private boolean helpFirst;
    @CompilationFinal private Assumption policyUnchanged = Truffle.getRuntime().createAssumption("adaptive site's policy");
    /** Continuations thieves took after this site's async while it was work-first (victims count them, racing: a heuristic). */
    private int continuationSteals;
    /**
     * While help-first: spawns here in the current interval, and, since the site turned
     * help-first, fresh tasks left here and those of them thieves took (the share over an
     * interval alone swings with what the thieves happen to be doing: SOR's site, whose tasks
     * thieves took 59 % of, turned back after an interval of fewer). Plain fields that workers
     * and thieves update racing (a count lost now and then changes an estimate, nothing else):
     * only help-first spawns, which cost a task anyway, and steals touch them.
     */
    private int spawns;
    private int freshTasksLeft;
    private int freshTasksStolen;
    private int switches;

    public AdaptiveSite(AdaptiveRules rules) {
        this.rules = rules;
    }

    public AdaptiveRules rules() {
        return rules;
    }

    /** True if the site leaves bodies to thieves now (a constant in compiled code). */
    public boolean isHelpFirst() {
        if (!policyUnchanged.isValid()) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
        }
        return helpFirst;
    }

    /**
     * A thief took the continuation after this site's async (called on the victim, inside the
     * steal): after {@link AdaptiveRules#stealsToHelpFirst} of them the site turns help-first.
     * True if it did now.
     */
    @TruffleBoundary
    boolean continuationStolen() {
        if (helpFirst || ++continuationSteals < rules.stealsToHelpFirst()) {
            return false;
        }
        return change(true);
    }

    /** A help-first spawn here: true if it ends an interval of {@link AdaptiveRules#interval} spawns. */
    boolean intervalEnded() {
        if (++spawns < rules.interval()) {
            return false;
        }
        spawns = 0;
        return true;
    }

    void freshTaskLeft() {
        freshTasksLeft++;
    }

    /** A thief took one of this site's fresh tasks. */
    void freshTaskStolen() {
        freshTasksStolen++;
    }

    /**
     * At the end of an interval of a help-first site: if thieves took fewer than one in
     * {@link AdaptiveRules#STOLEN_SHARE} of the fresh tasks left here since it turned help-first
     * (the rest its workers ran themselves, each a task for nothing), the site turns work-first.
     * True if it did now.
     */
    @TruffleBoundary
    boolean rarelyStolen() {
        return helpFirst && (long) freshTasksStolen * AdaptiveRules.STOLEN_SHARE < freshTasksLeft && change(false);
    }

    private synchronized boolean change(boolean toHelpFirst) {
        if (helpFirst == toHelpFirst || switches >= AdaptiveRules.MAX_SWITCHES_PER_SITE) {
            return false;
        }
        switches++;
        continuationSteals = 0;
        spawns = 0;
        freshTasksLeft = 0;
        freshTasksStolen = 0;
        helpFirst = toHelpFirst;
        Assumption old = policyUnchanged;
        policyUnchanged = Truffle.getRuntime().createAssumption("adaptive site's policy");
        old.invalidate();
        return true;
    }
}
