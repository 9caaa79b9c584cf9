package org.x10lite.workstealing;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import org.x10lite.scheduler.AdaptiveRules;

/**
 * The adaptive policy's state of one {@code async} site: is it work-first or help-first now
 * ({@link AdaptiveRules} says when it changes). Compiled code takes it as a constant while every
 * site of its function is work-first, and reads it at each async while any of them is help-first
 * (see {@link AdaptiveSiteGroup}).
 */
public final class AdaptiveSite {
    final AdaptiveRules rules;
    private final AdaptiveSiteGroup group;
    /**
     * The policy now. A plain field: an async that reads a stale policy runs under the other one,
     * which is as correct.
     */
    private boolean helpFirst;
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

    AdaptiveSite(AdaptiveSiteGroup group) {
        this.group = group;
        this.rules = group.rules();
    }

    public AdaptiveRules rules() {
        return rules;
    }

    /** True if the site leaves bodies to thieves now (a constant false in compiled code while its group is all work-first). */
    public boolean isHelpFirst() {
        return group.readAtEachAsync() && helpFirst;
    }

    /** The policy now, for the group (under its lock). */
    boolean helpFirstNow() {
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

    private boolean change(boolean toHelpFirst) {
        synchronized (group) {
            return changeLocked(toHelpFirst);
        }
    }

    private boolean changeLocked(boolean toHelpFirst) {
        if (helpFirst == toHelpFirst || switches >= AdaptiveRules.MAX_SWITCHES_PER_SITE) {
            return false;
        }
        switches++;
        continuationSteals = 0;
        spawns = 0;
        freshTasksLeft = 0;
        freshTasksStolen = 0;
        helpFirst = toHelpFirst;
        group.siteChanged();
        return true;
    }
}
