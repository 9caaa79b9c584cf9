// The scheduler's mechanism in isolation: n asyncs (or n finishes) with trivial bodies, so that
// the time per construct is what one async (or finish) costs. Compare a run with one worker
// (nothing is stolen) against the serial elision of the same program.
// Every iteration writes the same value into its slot (i % 64), so the result does not depend
// on the order in which asyncs run: writing i itself would make the asyncs of one slot race,
// and once a thief takes half of a split loop, the lower iterations the victim still runs
// may write last.
public class Mechanism {
    // one finish around n asyncs, each writing one slot
    public static def asyncs(n:Long):Long {
        val r = new Rail[Long](64);
        finish for (i in 0..(n - 1)) async r(i % 64) = i % 64;
        var s:Long = 0;
        for (x in r) s += x;
        return s;
    }

    // n finishes in sequence, each around one write
    public static def finishes(n:Long):Long {
        val r = new Rail[Long](64);
        for (i in 0..(n - 1)) finish r(i % 64) = i % 64;
        var s:Long = 0;
        for (x in r) s += x;
        return s;
    }

    // the same loop with neither: the baseline the two above are compared with
    public static def plain(n:Long):Long {
        val r = new Rail[Long](64);
        for (i in 0..(n - 1)) r(i % 64) = i % 64;
        var s:Long = 0;
        for (x in r) s += x;
        return s;
    }
}
