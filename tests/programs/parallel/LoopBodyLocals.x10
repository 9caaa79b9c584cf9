// Locals and temporaries of loop bodies (cleared at the end of every iteration, so compiled
// loops do not carry them around): nested range loops with vals, compound assignment to Rail
// elements and lifted calls in the body, break and continue, while, do-while and C-style for,
// asyncs reading a body's val and writing a body's var, a split loop of asyncs, a Rail loop,
// and closures made in a loop body and called after the loop.
public class LoopBodyLocals {
    static def twice(x:Long):Long = 2 * x;

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

    public static def main(args:Rail[String]) {
        // nested range loops: a val per level, r(i) += with a lifted call, break and continue
        val r = new Rail[Long](8);
        for (i in 0..7) {
            val base = i * 10;
            for (j in 0..9) {
                if (j == 3) continue;
                val step = twice(j) + base;
                r(i) += step + twice(i);
                if (j == 7) break;
            }
        }
        var sum:Long = 0;
        for (v in r) {
            val w = v % 97;
            sum += w;
        }
        Console.OUT.println("nested: " + sum);

        // while, do-while and C-style for with locals declared in the body
        var n:Long = 0;
        var acc:Long = 0;
        while (n < 50) {
            val sq = n * n;
            var t:Long = sq % 7;
            t += twice(n);
            acc += t;
            n++;
        }
        var m:Long = 0;
        do {
            val c = m * 3;
            acc += c;
            m++;
        } while (m < 20);
        for (var k:Long = 0; k < 30; k++) {
            val d = k - 15;
            if (d < 0) continue;
            acc += d * d;
        }
        Console.OUT.println("loops: " + acc);

        // asyncs in a loop body: one reads the body's val, one writes the body's var
        val out = new Rail[Long](20);
        for (i in 0..19) {
            val v = i * 3 + 1;
            var w:Long = 0;
            finish {
                async { w = v + fib(10 + i % 5); }
                async out(i) = fib(8 + i % 4);
            }
            out(i) += w;
        }
        var total:Long = 0;
        for (x in out) total += x;
        Console.OUT.println("asyncs: " + total);

        // a loop of asyncs (split by steals), each with locals of its own
        val sq = new Rail[Long](1000);
        finish for (i in 0..999) async {
            val s = i * i;
            val f = fib(i % 12);
            sq(i) += s + f;
        }
        var sqSum:Long = 0;
        for (x in sq) sqSum += x;
        Console.OUT.println("split: " + sqSum);

        // closures made in a loop body keep the values of their iteration
        val fs = new Rail[(Long) => Long](5, (x:Long) => x);
        for (i in 0..4) {
            val offset = i * 100;
            val scale = i + 1;
            fs(i) = (x:Long) => offset + scale * x;
        }
        var cs:Long = 0;
        for (i in 0..4) cs += fs(i)(7);
        Console.OUT.println("closures: " + cs);
    }
}
