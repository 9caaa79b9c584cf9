// A finish with asyncs reached through a call inside atomic: nothing is stolen from inside the
// atomic body (a thief would run the rest of it without the lock, and the finish would wait
// holding the lock for an activity that needs it), so it runs serially, as under the elision.
public class FinishInsideAtomicThroughCall {
    static class Counter { var n:Long = 0; var calls:Long = 0; var inner:Long = 0; }

    static def work(k:Long):Long {
        var s:Long = 0;
        for (i in 0..3000) s += (i * k) % 7;
        return s;
    }

    static def addTwice(c:Counter, k:Long) {
        val a:Long;
        val b:Long;
        finish {
            async a = work(k);
            // a thief that took this would wait for the lock its victim holds while the victim
            // waits at the end of the finish for the thief: nothing is stolen inside atomic
            atomic c.inner++;
            b = work(k + 1);
        }
        c.n = c.n + a + b;
        c.calls++;
    }

    static def spawnEscaping(c:Counter, k:Long) {
        async c.n = c.n + work(k);
    }

    public static def main(args:Rail[String]) {
        val c = new Counter();
        finish for (i in 1..60) async {
            atomic addTwice(c, i);
            atomic { val before = c.calls; addTwice(c, i + 100); c.calls = before + 1; }
        }
        Console.OUT.println("n=" + c.n + " calls=" + c.calls + " inner=" + c.inner);
        val d = new Counter();
        finish for (i in 1..60) async {
            atomic spawnEscaping(d, i);
            atomic d.calls++;
        }
        Console.OUT.println("n=" + d.n + " calls=" + d.calls);
    }
}
