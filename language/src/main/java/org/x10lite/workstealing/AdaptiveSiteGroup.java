package org.x10lite.workstealing;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.Assumption;
import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.Truffle;
import org.x10lite.scheduler.AdaptiveRules;

/**
 * The adaptive sites of one function, which compile together: how compiled code learns their
 * policies. While every site of the function is work-first, compiled code takes that as a
 * constant (a work-first site's compiled async is the work-first async, with nothing to test).
 * While any of them is help-first, compiled code has both policies' paths at every site and reads
 * the site's policy at each async. One assumption guards the mode; only a change of mode
 * invalidates the function's code, not every change of a site.
 *
 * <p>Why: every invalidation throws away the whole function's code, which then runs interpreted
 * until it is compiled again (one to three seconds on this host). Matmul's two sites and its leaf
 * loops are in one function; invalidated at each change of each site, its four changes (two
 * sites, there and back) cost four runs of 1-3 s in the interpreter; now they cost two. Why not
 * read the policies for good once a site has changed: compiled with the help-first path beside
 * it, a work-first site in a spawning loop ran several times slower (adaptive against
 * work-first, paired in one process: ForkJoin 0.31 and Integrate 0.63, against 0.95 and 0.92
 * with constants).
 */
public final class AdaptiveSiteGroup {
    private final AdaptiveRules rules;
    /** The group's sites (made while the function is translated; read under the group's lock). */
    private final List<AdaptiveSite> sites = new ArrayList<>();
    /** True while some site of the group is help-first. */
    @CompilationFinal private boolean readAtEachAsync;
    @CompilationFinal private Assumption modeUnchanged = newAssumption();

    public AdaptiveSiteGroup(AdaptiveRules rules) {
        this.rules = rules;
    }

    private static Assumption newAssumption() {
        return Truffle.getRuntime().createAssumption("adaptive sites of a function: work-first all, or read at each async");
    }

    public AdaptiveRules rules() {
        return rules;
    }

    /** A new site of this group. */
    public synchronized AdaptiveSite newSite() {
        AdaptiveSite site = new AdaptiveSite(this);
        sites.add(site);
        return site;
    }

    /** Whether a site's policy must be read from it (false: every site of the group is work-first). */
    boolean readAtEachAsync() {
        if (!modeUnchanged.isValid()) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
        }
        return readAtEachAsync;
    }

    /** A site of the group changed its policy: the mode follows (the caller holds the group's lock). */
    void siteChanged() {
        boolean anyHelpFirst = false;
        for (AdaptiveSite site : sites) {
            anyHelpFirst |= site.helpFirstNow();
        }
        if (anyHelpFirst != readAtEachAsync) {
            readAtEachAsync = anyHelpFirst;
            Assumption old = modeUnchanged;
            modeUnchanged = newAssumption();
            old.invalidate();
        }
    }
}
