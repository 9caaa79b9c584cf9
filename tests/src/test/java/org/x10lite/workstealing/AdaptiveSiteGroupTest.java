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
    private static final AdaptiveRules EAGER = new AdaptiveRules(64, 64, 1, 1);

    @Test
    void policiesAreReadWhileAnySiteOfTheFunctionIsHelpFirst() {
        AdaptiveSiteGroup group = new AdaptiveSiteGroup(EAGER);
        AdaptiveSite a = group.newSite();
        AdaptiveSite b = group.newSite();
        AdaptiveSiteGroup other = new AdaptiveSiteGroup(EAGER);
        AdaptiveSite elsewhere = other.newSite();
        assertFalse(group.readAtEachAsync(), "all work-first: a constant");
        assertFalse(a.isHelpFirst());

        assertTrue(a.continuationStolen(), "a turns help-first");
        assertTrue(group.readAtEachAsync());
        assertTrue(a.isHelpFirst());
        assertFalse(b.isHelpFirst(), "b has not changed");
        assertFalse(other.readAtEachAsync(), "another function's sites are still constants");
        assertFalse(elsewhere.isHelpFirst());

        assertTrue(b.continuationStolen(), "b turns help-first");
        assertTrue(b.isHelpFirst());
        a.freshTaskLeft();
        assertTrue(a.rarelyStolen(), "a's one fresh task was not stolen: back to work-first");
        assertFalse(a.isHelpFirst());
        assertTrue(b.isHelpFirst());
        assertTrue(group.readAtEachAsync(), "b is still help-first");

        b.freshTaskLeft();
        assertTrue(b.rarelyStolen(), "b back to work-first");
        assertFalse(group.readAtEachAsync(), "all work-first again: a constant");
        assertFalse(a.isHelpFirst());
        assertFalse(b.isHelpFirst());
    }

    @Test
    void aSiteChangesAtMostTwice() {
        AdaptiveSite a = new AdaptiveSiteGroup(EAGER).newSite();
        assertTrue(a.continuationStolen());
        a.freshTaskLeft();
        assertTrue(a.rarelyStolen());
        assertFalse(a.continuationStolen(), "a third change");
        assertFalse(a.isHelpFirst());
    }
}
