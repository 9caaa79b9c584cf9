package org.x10lite.workstealing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.x10lite.scheduler.AdaptiveRules;

/**
 * How the adaptive sites of one function tell compiled code their policies: a constant
 * (work-first) while every site of the function is work-first, read at each async while any is
 * help-first, so that the changes of other sites in between need no recompilation and are still
 * seen.
 */
class AdaptiveSiteGroupTest {
    /** A site turns help-first at its first stolen continuation; an interval is one spawn. */
    private static final AdaptiveRules EAGER = new AdaptiveRules(64, 64, 1, 1, 100, 0);
    /** A continuation steal's stop in these tests, in nanoseconds: the whole time from the first steal (a share of 1). */
    private static final long STOP = 100_000;
    /**
     * Nanoseconds after a site turned help-first at time 0 when its interval ends: its one spawn,
     * 100 ns, is more than all of that time.
     */
    private static final long SOON = 50;
    /** When the pool started, for rules whose warm-up is over from the start. */
    private static final long POOL_START = 0;

    @Test
    void policiesAreReadWhileAnySiteOfTheFunctionIsHelpFirst() {
        AdaptiveSiteGroup group = new AdaptiveSiteGroup(EAGER);
        AdaptiveSite a = group.newSite();
        AdaptiveSite b = group.newSite();
        AdaptiveSiteGroup other = new AdaptiveSiteGroup(EAGER);
        AdaptiveSite elsewhere = other.newSite();
        assertFalse(group.readAtEachAsync(), "all work-first: a constant");
        assertFalse(a.isHelpFirst());

        assertTrue(a.continuationStolen(STOP, 0, POOL_START), "a turns help-first");
        assertTrue(group.readAtEachAsync());
        assertTrue(a.isHelpFirst());
        assertFalse(b.isHelpFirst(), "b has not changed");
        assertFalse(other.readAtEachAsync(), "another function's sites are still constants");
        assertFalse(elsewhere.isHelpFirst());

        assertTrue(b.continuationStolen(STOP, 0, POOL_START), "b turns help-first");
        assertTrue(b.isHelpFirst());
        a.intervalEnded();
        assertTrue(a.tasksCostMore(SOON), "a's one spawn cost more than all the time since: back to work-first");
        assertFalse(a.isHelpFirst());
        assertTrue(b.isHelpFirst());
        assertTrue(group.readAtEachAsync(), "b is still help-first");

        b.intervalEnded();
        assertTrue(b.tasksCostMore(SOON), "b back to work-first");
        assertFalse(group.readAtEachAsync(), "all work-first again: a constant");
        assertFalse(a.isHelpFirst());
        assertFalse(b.isHelpFirst());
    }

    @Test
    void aSiteChangesAtMostTwice() {
        AdaptiveSite a = new AdaptiveSiteGroup(EAGER).newSite();
        assertTrue(a.continuationStolen(STOP, 0, POOL_START));
        a.intervalEnded();
        assertTrue(a.tasksCostMore(SOON));
        assertFalse(a.continuationStolen(STOP, 2 * STOP, POOL_START), "a third change");
        assertFalse(a.isHelpFirst());
    }

    /**
     * The steal-rate rule weighs time: a help-first site stays so while its spawns cost less of the
     * time than its continuation steals' stops did while it was work-first.
     */
    @Test
    void aHelpFirstSiteTurnsBackWhenItsSpawnsCostMoreThanItsStealsDid() {
        AdaptiveRules fourSteals = new AdaptiveRules(64, 64, 4, 1, 100, 0);
        AdaptiveSite site = new AdaptiveSiteGroup(fourSteals).newSite();
        long ms = 1_000_000;
        // four steals over 10 ms, each stopping its victim for 0.5 ms: 20 % of the time
        assertFalse(site.continuationStolen(ms / 2, ms / 2, POOL_START));
        assertFalse(site.continuationStolen(ms / 2, 4 * ms, POOL_START));
        assertFalse(site.continuationStolen(ms / 2, 7 * ms, POOL_START));
        assertTrue(site.continuationStolen(ms / 2, 10 * ms, POOL_START), "the fourth steal turns it help-first");
        long since = 10 * ms;
        // 10 ms later, 10 000 spawns of 100 ns: 10 % of the time
        for (int i = 0; i < 10_000; i++) {
            site.intervalEnded();
        }
        assertFalse(site.tasksCostMore(since + 10 * ms), "10 % against the steals' 20 %: stays help-first");
        // 21 000 more spawns in the next 5 ms: 3.1 ms of 15 ms, more than a fifth
        for (int i = 0; i < 21_000; i++) {
            site.intervalEnded();
        }
        assertTrue(site.tasksCostMore(since + 15 * ms), "21 % against 20 %: back to work-first");
        assertFalse(site.isHelpFirst());
    }

    /**
     * The corpus's steal-stress rules (X10Runner.ADAPTIVE_STRESS): one steal turns a site
     * help-first, and spawns priced at a second each turn it back at the end of its first
     * interval, so that both switches run in every program that steals.
     */
    @Test
    void underTheStressRulesASiteTurnsBackAtItsFirstInterval() {
        AdaptiveRules stress = new AdaptiveRules(2, 2, 1, 4, 1_000_000_000, 0);
        AdaptiveSite site = new AdaptiveSiteGroup(stress).newSite();
        assertTrue(site.continuationStolen(STOP, STOP, POOL_START), "one steal: help-first (its share of the time: 1)");
        long ms = 1_000_000;
        assertFalse(site.intervalEnded());
        assertFalse(site.intervalEnded());
        assertFalse(site.intervalEnded());
        assertTrue(site.intervalEnded(), "the fourth spawn ends the interval");
        assertTrue(site.tasksCostMore(STOP + ms), "four seconds of spawns in a millisecond: back to work-first");
        assertFalse(site.isHelpFirst());
    }

    /**
     * For the warm-up after the pool starts, continuation steals do not count: a site changes
     * only on steals after it, and its steals' cost is measured from the first of those.
     */
    @Test
    void stealsWithinTheWarmUpDoNotCount() {
        long ms = 1_000_000;
        AdaptiveRules warmUp = new AdaptiveRules(64, 64, 2, 1, 100, 100 * ms);
        AdaptiveSite site = new AdaptiveSiteGroup(warmUp).newSite();
        long poolStart = 5 * ms;
        assertFalse(site.continuationStolen(STOP, poolStart + 50 * ms, poolStart), "within the warm-up");
        assertFalse(site.continuationStolen(STOP, poolStart + 99 * ms, poolStart), "within the warm-up");
        assertFalse(site.isHelpFirst());
        assertFalse(site.continuationStolen(STOP, poolStart + 100 * ms, poolStart), "the first steal that counts");
        assertTrue(site.continuationStolen(STOP, poolStart + 101 * ms, poolStart), "the second: help-first");
        assertTrue(site.isHelpFirst());
    }
}
