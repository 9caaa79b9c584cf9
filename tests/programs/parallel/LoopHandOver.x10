// After a steal splits a loop, the victim hands the rest of its iterations to a
// compiled loop share on a copy of its frame, and takes the frame back when the
// share ends. Everything the activation holds must survive that: locals written
// before the loop and read after it, a var the code after the loop updates, the
// outer loop of repeated phases (SOR's shape), two split loops in a row, a
// spawning loop inside the async of another, an async around the split loop
// (steals from the share then see that activity too), a finally around the loop,
// exceptions from the asyncs of a split loop, a split loop in a function
// called from inside a split loop's async, and asyncs that callees of the loop's
// asyncs spawn without a finish of their own (the finish around the loop governs
// them, and their failures must reach it).
public class LoopHandOver {
    static def work(i:Long):Long {
        var acc:Long = i;
        for (k in 0..(30 + i % 17)) acc = (acc * 31 + k) % 1000003;
        return acc;
    }

    static def checksum(r:Rail[Long]):Long {
        var s:Long = 0;
        for (i in r.range) s = (s * 1000003 + r(i) * (i + 1)) % 1000000007;
        return s;
    }

    /** Phases of a split loop each, the outer loop's variable used inside. */
    static def phases(n:Long, count:Long):Long {
        val g = new Rail[Long](n);
        val before = 7;
        var after:Long = 0;
        for (p in 0..(count - 1)) {
            val first = p % 2;
            finish for (r in 0..(n / 2 - 1)) {
                val i = first + 2 * r;
                if (i < n) async g(i) = (g(i) + work(i + p) + before) % 1000003;
            }
            after += p;
        }
        return checksum(g) + before * 1000 + after;
    }

    /** Two split loops in a row, the second reading what the first wrote. */
    static def twoLoops(n:Long):Long {
        val a = new Rail[Long](n);
        val b = new Rail[Long](n);
        val k = 3;
        finish for (i in 0..(n - 1)) async a(i) = work(i) * k;
        finish for (i in 0..(n - 1)) async b(i) = a(n - 1 - i) + work(i + k);
        return checksum(a) * 7 + checksum(b);
    }

    /** A split loop inside each async of another. */
    static def nested(n:Long):Long {
        val m = new Rail[Long](n * 8);
        finish for (i in 0..(n - 1)) async {
            for (j in 0..7) async m(i * 8 + j) = work(i + j);
        }
        return checksum(m);
    }

    /** An async around the split loop: the loop is part of a younger activity. */
    static def inAsync(n:Long):Long {
        val a = new Rail[Long](n);
        val b = new Rail[Long](n);
        finish {
            async {
                finish for (i in 0..(n - 1)) async a(i) = work(i * 2);
                for (i in 0..(n - 1)) b(i) = a(i) + 1;
            }
            a(0) = a(0);
        }
        return checksum(b);
    }

    static var finallyRan:Long = 0;

    /** A finally around a split loop. */
    static def withFinally(n:Long):Long {
        val a = new Rail[Long](n);
        try {
            finish for (i in 0..(n - 1)) async a(i) = work(i + 5);
        } finally {
            finallyRan++;
        }
        return checksum(a);
    }

    /** Asyncs of a split loop that throw: every failure reaches the finish. */
    static def failures(n:Long):Long {
        val a = new Rail[Long](n);
        try {
            finish for (i in 0..(n - 1)) async {
                a(i) = work(i);
                if (i % 250 == 3) throw new Exception("row " + i);
            }
        } catch (e:MultipleExceptions) {
            return checksum(a) * 10 + e.exceptions.size;
        }
        return -1;
    }

    static def fill(r:Rail[Long], offset:Long) {
        finish for (i in 0..(r.size - 1)) async r(i) = work(i + offset);
    }

    /** A split loop in a function called from the asyncs of a split loop. */
    static def calledFromShares(n:Long):Long {
        val rows = new Rail[Rail[Long]](n, (i:Long) => new Rail[Long](64));
        finish for (i in 0..(n - 1)) async fill(rows(i), i);
        var s:Long = 0;
        for (i in 0..(n - 1)) s = (s * 31 + checksum(rows(i))) % 1000000007;
        return s;
    }

    static def spawnFailing(i:Long, out:Rail[Long]) {
        async {
            out(i) = work(i);
            if (i % 97 == 5) throw new Exception("escaped " + i);
        }
    }

    /** Asyncs spawned, with no finish of their own, by callees of a split loop's asyncs. */
    static def escaping(n:Long):Long {
        val a = new Rail[Long](n);
        try {
            finish for (i in 0..(n - 1)) async spawnFailing(i, a);
        } catch (e:MultipleExceptions) {
            return checksum(a) * 100 + e.exceptions.size;
        }
        return -1;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println("phases " + phases(1200, 12));
        Console.OUT.println("two loops " + twoLoops(2000));
        Console.OUT.println("nested " + nested(300));
        Console.OUT.println("in an async " + inAsync(2000));
        Console.OUT.println("finally " + withFinally(2000) + " " + finallyRan);
        Console.OUT.println("failures " + failures(1000));
        Console.OUT.println("called from shares " + calledFromShares(200));
        Console.OUT.println("escaping " + escaping(2000));
    }
}
