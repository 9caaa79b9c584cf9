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

    /** A help-first site whose worker saw none of its fresh tasks stolen for an interval turns work-first. True if it did now. */
    @TruffleBoundary
    boolean noneStolen() {
        return helpFirst && change(false);
    }

    private synchronized boolean change(boolean toHelpFirst) {
        if (helpFirst == toHelpFirst || switches >= AdaptiveRules.MAX_SWITCHES_PER_SITE) {
            return false;
        }
        switches++;
        continuationSteals = 0;
        helpFirst = toHelpFirst;
        Assumption old = policyUnchanged;
        policyUnchanged = Truffle.getRuntime().createAssumption("adaptive site's policy");
        old.invalidate();
        return true;
    }
}
