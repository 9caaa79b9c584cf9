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
    /**
     * While work-first: continuations thieves took after this site's async (victims count them,
     * racing: a heuristic), the time their victims stopped for them, and when the first was taken.
     */
    private int continuationSteals;
    private long stealStopNanos;
    private long firstStealAt;
    /**
     * What its continuation steals cost while the site was work-first, as a share of the time:
     * their victims' stops over the time from the first of them to the one that turned the site
     * help-first (with one steal to turn, its stop over itself: 1). Help-first may cost as much
     * before the site turns back. Written and read under the group's lock.
     */
    private double stealCostShare;
    /**
     * While help-first: spawns here in the current interval, and all spawns here since the site
     * turned help-first. Plain fields that workers update racing (a count lost now and then
     * changes an estimate, nothing else): only help-first spawns, which cost a call out of
     * compiled code anyway, touch them.
     */
    private int spawns;
    private long helpFirstSpawns;
    /** When the site last changed its policy (under the group's lock). */
    private long changedAt;
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
     * steal, which has stopped it for {@code stopNanos} so far): after
     * {@link AdaptiveRules#stealsToHelpFirst} of them the site turns help-first, and remembers
     * what they cost. True if it turned now. Steals within the warm-up of the pool that started
     * at {@code poolStartedAt} do not count ({@link AdaptiveRules#warmUpNanos}): a change then
     * would recompile code that has only just been compiled.
     */
    @TruffleBoundary
    boolean continuationStolen(long stopNanos, long now, long poolStartedAt) {
        if (helpFirst || switches >= AdaptiveRules.MAX_SWITCHES_PER_SITE || !rules.warmAt(now, poolStartedAt)) {
            return false;
        }
        if (continuationSteals++ == 0) {
            firstStealAt = now - stopNanos;
        }
        stealStopNanos += stopNanos;
        if (continuationSteals < rules.stealsToHelpFirst()) {
            return false;
        }
        double share = (double) stealStopNanos / Math.max(now - firstStealAt, 1);
        synchronized (group) {
            if (!changeLocked(true, now)) {
                return false;
            }
            stealCostShare = share;
            return true;
        }
    }

    /** A help-first spawn here: true if it ends an interval of {@link AdaptiveRules#interval} spawns. */
    boolean intervalEnded() {
        helpFirstSpawns++;
        if (++spawns < rules.interval()) {
            return false;
        }
        spawns = 0;
        return true;
    }

    /**
     * At the end of an interval of a help-first site: if its spawns since it turned help-first
     * (each a call out of compiled code and a fresh task, or a body run in place under the
     * fresh-task bound after that call: {@link AdaptiveRules#taskNanos} each) took a larger share
     * of that time than its continuation steals' stops took while it was work-first, the site
     * turns work-first again. True if it did now. A stolen task costs its spawn too; what it
     * saves, a victim's stop, is the other side of the comparison.
     *
     * <p>Why a cost in time and not the share of tasks stolen: a flat loop of small bodies (SOR's
     * rows) has thieves take one in ten of its fresh tasks, yet ran several times faster
     * help-first, its continuation steals having stopped victims for a twentieth of the time; a
     * loop or recursion of tiny bodies (ForkJoin, Fib) pays its help-first spawns at every async
     * for steals that are rare under work-first. The time each policy loses tells them apart; the
     * share of tasks stolen does not.
     */
    @TruffleBoundary
    boolean tasksCostMore(long now) {
        synchronized (group) {
            return helpFirst && helpFirstSpawns * rules.taskNanos() > stealCostShare * (now - changedAt) && changeLocked(false, now);
        }
    }

    private boolean changeLocked(boolean toHelpFirst, long now) {
        if (helpFirst == toHelpFirst || switches >= AdaptiveRules.MAX_SWITCHES_PER_SITE) {
            return false;
        }
        switches++;
        continuationSteals = 0;
        stealStopNanos = 0;
        spawns = 0;
        changedAt = now;
        helpFirstSpawns = 0;
        helpFirst = toHelpFirst;
        group.siteChanged();
        return true;
    }
}
