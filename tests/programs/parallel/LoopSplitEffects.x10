// Split loops and what can happen around their asyncs: asyncs that throw (the
// finish collects every failure, whichever worker ran the iteration), asyncs
// that update shared state in atomic, and loops that must not be split because
// the code before the async changes something that outlives the iteration (a
// var declared outside the loop, a break, a call): those give the serial
// answer only if every iteration's prefix runs on the same frame in order.
public class LoopSplitEffects {
    static def work(i:Long):Long {
        var acc:Long = i;
        for (k in 0..(40 + i % 29)) acc = (acc * 37 + k) % 1000003;
        return acc;
    }

    static def failIfMultipleOf(i:Long, m:Long):Long {
        if (i % m == 0) throw new Exception("iteration " + i);
        return work(i);
    }

    static var calls:Long = 0;

    static def counted(i:Long):Long {
        calls++;
        return i * 2;
    }

    public static def main(args:Rail[String]) {
        val n = 1500;

        // failures: every one is collected, none is lost or doubled
        for (round in 0..2) {
            val r = new Rail[Long](n);
            try {
                finish for (i in 0..(n - 1)) async r(i) = failIfMultipleOf(i, 97 + round);
                Console.OUT.println("no failure?");
            } catch (e:MultipleExceptions) {
                var sum:Long = 0;
                for (x in r) sum = (sum + x) % 1000000007;
                Console.OUT.println("round " + round + ": " + e.exceptions.size + " failures, sum " + sum);
            }
        }

        // atomic updates from every iteration
        var total:Long = 0;
        val shared = new Rail[Long](2);
        finish for (i in 0..(n - 1)) async {
            val w = work(i);
            atomic {
                shared(0) += w;
                shared(1) = shared(1) * 3 % 1000003 + 1;
            }
        }
        total = shared(0);
        Console.OUT.println("atomic total " + total + " updates checksum " + shared(1));

        // a var of the enclosing scope counted before each async: not split
        val a = new Rail[Long](n);
        var ticket:Long = 0;
        finish for (i in 0..(n - 1)) {
            ticket += 3;
            val t = ticket;
            async a(i) = work(i) + t;
        }
        var sa:Long = 0;
        for (x in a) sa = (sa * 31 + x) % 1000000007;
        Console.OUT.println("counted prefix " + ticket + " " + sa);

        // a break before the async: not split
        val b = new Rail[Long](n);
        finish for (i in 0..(n - 1)) {
            if (i == n - 100) break;
            async b(i) = work(i);
        }
        var sb:Long = 0;
        for (x in b) sb = (sb * 31 + x) % 1000000007;
        Console.OUT.println("break prefix " + sb);

        // a call before the async: not split
        val c = new Rail[Long](n);
        finish for (i in 0..(n - 1)) {
            val d = counted(i);
            async c(i) = work(d);
        }
        var sc:Long = 0;
        for (x in c) sc = (sc * 31 + x) % 1000000007;
        Console.OUT.println("call prefix " + sc + " calls " + calls);

        // a division before the async (it could throw): not split
        val e = new Rail[Long](n);
        var divisor:Long = n;
        finish for (i in 0..(n - 1)) {
            val q = i / divisor;
            async e(i) = work(i) + q;
        }
        var se:Long = 0;
        for (x in e) se = (se * 31 + x) % 1000000007;
        Console.OUT.println("division prefix " + se);

        // code after the async in the body: not split
        val f = new Rail[Long](n);
        val g = new Rail[Long](n);
        finish for (i in 0..(n - 1)) {
            async f(i) = work(i);
            g(i) = i * 5;
        }
        var sf:Long = 0;
        for (i in 0..(n - 1)) sf = (sf * 31 + f(i) + g(i)) % 1000000007;
        Console.OUT.println("async not last " + sf);

        // a var of the enclosing scope updated in the other branch of the if around the async
        // (the iterations a thief would take run that branch too): not split
        val h = new Rail[Long](n);
        var odd:Long = 0;
        finish for (i in 0..(n - 1)) {
            if ((i & 1) == 0) async h(i) = work(i);
            else odd = odd + i;
        }
        var even:Long = 0;
        finish for (i in 0..(n - 1)) {
            if ((i & 1) == 0) even = even + i;
            else async h(i) = work(i);
        }
        var sh:Long = 0;
        for (x in h) sh = (sh * 31 + x) % 1000000007;
        Console.OUT.println("other branch " + odd + " " + even + " " + sh);
    }
}
