// Loops whose body ends in one async: a steal may split them, the thief taking
// the upper half of the iterations not yet started. Every shape a split is made
// for must give what the serial elision gives: the plain range loop, a loop with
// declarations and an if before its async (SOR's shape), an IntRange, a range
// held in a val, a loop without a variable, an empty and a one-element range,
// bounds with side effects (evaluated once), iteration over a Rail's elements,
// nested loops, a loop in a function its caller's finish governs, and asyncs
// that themselves spawn (steals inside a thief's share).
public class LoopSplitShapes {
    static def work(i:Long):Long {
        var acc:Long = i;
        for (k in 0..(40 + i % 23)) acc = (acc * 31 + k) % 1000003;
        return acc;
    }

    static def checksum(r:Rail[Long]):Long {
        var s:Long = 0;
        for (i in r.range) s = (s * 1000003 + r(i) * (i + 1)) % 1000000007;
        return s;
    }

    static def fib(n:Long):Long {
        if (n < 2) return n;
        val a:Long;
        val b:Long;
        finish {
            async a = fib(n - 1);
            b = fib(n - 2);
        }
        return a + b;
    }

    static var boundsEvaluated:Long = 0;

    static def lo():Long {
        boundsEvaluated++;
        return 3;
    }

    static def hi(n:Long):Long {
        boundsEvaluated += 10;
        return n - 3;
    }

    /** A loop with no finish of its own: its caller's finish governs its asyncs. */
    static def fill(r:Rail[Long], offset:Long) {
        for (i in 0..(r.size - 1)) async r(i) = work(i + offset);
    }

    public static def main(args:Rail[String]) {
        val n = 2000;

        val a = new Rail[Long](n);
        finish for (i in 0..(n - 1)) async a(i) = work(i);
        Console.OUT.println("plain " + checksum(a));

        // SOR's shape: a declaration and an if before the async
        val b = new Rail[Long](n);
        val first = 1;
        finish for (r in 0..(n / 2 - 1)) {
            val i = first + 2 * r;
            val scaled = i * 3 - (i << 1);
            if (i < n - 1 && scaled == i) async b(i) = work(i) + scaled;
        }
        Console.OUT.println("sor shape " + checksum(b));

        val c = new Rail[Long](n);
        finish for (i in 0n..((n as Int) - 1n)) async c(i as Long) = work(i as Long) + (i * 2n) as Long;
        Console.OUT.println("int range " + checksum(c));

        val range = 5..(n - 6);
        val d = new Rail[Long](n);
        finish for (i in range) async d(i) = work(i) * 2;
        Console.OUT.println("range in a val " + checksum(d));

        var hits:Long = 0;
        val hitRail = new Rail[Long](1);
        finish for (0..999) async atomic hitRail(0) += 1;
        hits = hitRail(0);
        Console.OUT.println("no variable " + hits);

        val e = new Rail[Long](3);
        finish for (i in 10..9) async e(0) = 99;
        finish for (i in 7..7) async e(1) = work(7);
        finish for (i in 0..0) async e(2) = 1;
        Console.OUT.println("empty and one-element " + e(0) + " " + e(1) + " " + e(2));

        val f = new Rail[Long](n);
        finish for (i in lo()..hi(n)) async f(i) = work(i) + 1;
        Console.OUT.println("side-effect bounds " + checksum(f) + " evaluated " + boundsEvaluated);

        val src = new Rail[Long](n, (i:Long) => (i * 7919) % 2003);
        val g = new Rail[Long](2003);
        finish for (x in src) async g(x) = work(x) + x;
        Console.OUT.println("elements " + checksum(g));

        val m = new Rail[Long](50 * 40);
        finish for (i in 0..49) for (j in 0..39) async m(i * 40 + j) = work(i) * 100 + j;
        Console.OUT.println("nested " + checksum(m));

        val h = new Rail[Long](60 * 30);
        finish for (i in 0..59) async {
            val base = work(i);
            for (j in 0..29) async h(i * 30 + j) = base + work(j) * i;
        }
        Console.OUT.println("row and column asyncs " + checksum(h));

        val p = new Rail[Long](n);
        finish fill(p, 17);
        Console.OUT.println("loop in a callee " + checksum(p));

        val q = new Rail[Long](64);
        finish for (i in 0..63) async q(i) = fib(10 + i % 7);
        Console.OUT.println("spawning asyncs " + checksum(q));
    }
}
