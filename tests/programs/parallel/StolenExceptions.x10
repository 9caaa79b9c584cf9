// Exceptions thrown by asyncs deep in a recursion, possibly on a worker that
// stole them, must all reach the governing finish. The order in which a
// finish collects them depends on the schedule, so the program sorts what it
// prints.
public class StolenExceptions {
    static def busy(x:Long):Long {
        var acc:Long = x;
        for (k in 1..20) acc = (acc * 17 + k) % 10007;
        return acc;
    }

    // escaping asyncs down a binary tree; leaves whose id is divisible by 5 throw.
    // Every exception goes to the caller's finish.
    static def explode(depth:Long, id:Long, done:Rail[Long]):void {
        if (depth == 0) {
            atomic done(0) += busy(id);
            if (id % 5 == 0) throw new Exception("leaf " + id);
            return;
        }
        async explode(depth - 1, 2 * id, done);
        explode(depth - 1, 2 * id + 1, done);
    }

    // a finish at every level: a failing subtree becomes a MultipleExceptions
    // that the level above catches and counts, then rethrows its own summary
    static def layered(depth:Long, id:Long):Long {
        if (depth == 0) {
            if (id % 3 == 0) throw new IllegalStateException("" + id);
            return 0;
        }
        var failed:Long = 0;
        val l:Long;
        val r:Long;
        try {
            finish {
                async l = layered(depth - 1, 2 * id);
                async r = layered(depth - 1, 2 * id + 1);
            }
            return l + r;
        } catch (m:MultipleExceptions) {
            for (t in m.exceptions) failed += countOf(t);
        }
        throw new IllegalArgumentException("" + failed);
    }

    // how many leaf failures an exception from layered stands for
    static def countOf(t:CheckedThrowable):Long {
        try {
            throw t;
        } catch (e:IllegalStateException) {
            return 1;
        } catch (e:IllegalArgumentException) {
            return Long.parse(e.getMessage());
        }
    }

    // exceptions from deep plain recursion (no asyncs below the spawning level)
    static def divideDown(n:Long, d:Long):Long {
        if (n == 0) return 100 / d;
        return divideDown(n - 1, d) + 1;
    }

    static def sort(r:Rail[Long]) {
        for (i in 1..(r.size - 1)) {
            val x = r(i);
            var j:Long = i - 1;
            while (j >= 0 && r(j) > x) {
                r(j + 1) = r(j);
                j--;
            }
            r(j + 1) = x;
        }
    }

    static def show(r:Rail[Long]):String {
        var s:String = "";
        for (i in r.range) s += (i == 0 ? "" : " ") + r(i);
        return s;
    }

    public static def main(args:Rail[String]) {
        val depth = 7;
        val done = new Rail[Long](1);
        try {
            finish explode(depth, 0, done);
            Console.OUT.println("explode: no exception (WRONG)");
        } catch (m:MultipleExceptions) {
            val ids = new Rail[Long](m.exceptions.size);
            var i:Long = 0;
            for (t in m.exceptions) {
                ids(i) = Long.parse(t.getMessage().substring(5));
                i++;
            }
            sort(ids);
            Console.OUT.println("explode: " + m.exceptions.size + " exceptions");
            Console.OUT.println("ids " + show(ids));
        }
        var expectDone:Long = 0;
        for (id in 0..((1 << depth) - 1)) expectDone += busy(id);
        Console.OUT.println("every leaf ran: " + (done(0) == expectDone));

        try {
            finish layered(8, 0);
            Console.OUT.println("layered: no exception (WRONG)");
        } catch (m:MultipleExceptions) {
            var total:Long = 0;
            for (t in m.exceptions) total += countOf(t);
            Console.OUT.println("layered: " + m.exceptions.size + " exception(s) for " + total + " leaf failures");
        }

        // asyncs at several depths of a loop, some dividing by zero deep down
        val ok = new Rail[Long](12);
        try {
            finish for (i in 0..11) async {
                ok(i) = divideDown(50 + i, i % 4);
            }
        } catch (m:MultipleExceptions) {
            var arith:Long = 0;
            for (t in m.exceptions) if (t instanceof ArithmeticException) arith++;
            Console.OUT.println("divideDown: " + m.exceptions.size + " exceptions, " + arith + " arithmetic");
        }
        Console.OUT.println("divideDown results " + show(ok));

        // exactly one async fails among many; the finish's own body also completes
        val ran = new Rail[Long](64);
        var bodyDone:Boolean = false;
        try {
            finish {
                for (i in 0..63) async {
                    ran(i) = 1;
                    if (i == 41) throw new UnsupportedOperationException("only " + i);
                }
                bodyDone = true;
            }
        } catch (m:MultipleExceptions) {
            val e = m.exceptions(0);
            Console.OUT.println("one failure: " + m.exceptions.size + " " + e);
        }
        var count:Long = 0;
        for (x in ran) count += x;
        Console.OUT.println("ran " + count + " bodyDone " + bodyDone);

        // the finish body throws too, after spawning failing asyncs
        try {
            finish {
                async throw new Exception("child");
                async { }
                throw new IllegalStateException("body");
            }
        } catch (m:MultipleExceptions) {
            var body:Long = 0;
            var child:Long = 0;
            for (t in m.exceptions) {
                if (t instanceof IllegalStateException) body++;
                else if (t.getMessage().equals("child")) child++;
            }
            Console.OUT.println("body and child: " + m.exceptions.size + " body " + body + " child " + child);
        }
    }
}
