// vals assigned inside asyncs and read after the governing finish, at the top
// level and at every level of a recursion, with values of several types.
public class AsyncValInitRecursive {
    static def work(k:Long):Long {
        var acc:Long = 0;
        for (i in 1..(200 * k)) acc = (acc + i * k) % 1000003;
        return acc;
    }

    // sum of squares of lo..hi-1, split in halves; each half is a val set by an async
    static def sumSq(lo:Long, hi:Long):Long {
        if (hi - lo <= 4) {
            var s:Long = 0;
            for (i in lo..(hi - 1)) s += i * i;
            return s;
        }
        val mid = (lo + hi) / 2;
        val a:Long;
        val b:Long;
        finish {
            async a = sumSq(lo, mid);
            async b = sumSq(mid, hi);
        }
        return a + b;
    }

    // three-way recursion: the middle val is assigned by the parent itself
    // inside the finish, the others by asyncs
    static def tri(n:Long):Long {
        if (n <= 2) return n + 1;
        val x:Long;
        val y:Long;
        val z:Long;
        finish {
            async x = tri(n - 1);
            y = n;
            async z = tri(n - 3);
        }
        return x + y + z;
    }

    static def triSeq(n:Long):Long {
        if (n <= 2) return n + 1;
        return triSeq(n - 1) + n + triSeq(n - 3);
    }

    // a String val per level, built from children computed in parallel
    static def shape(d:Long):String {
        if (d == 0) return "x";
        val l:String;
        val r:String;
        finish {
            async l = shape(d - 1);
            async r = d % 2 == 0 ? "y" : shape(d - 1);
        }
        return "(" + l + r + ")";
    }

    public static def main(args:Rail[String]) {
        val a:Long;
        val b:Long;
        finish {
            async a = work(1);
            async b = work(2);
        }
        Console.OUT.println("a " + a + " b " + b + " " + (a == work(1) && b == work(2) ? "ok" : "WRONG"));

        // several types, one val assigned by a nested async, one in a nested finish
        val d:Double;
        val s:String;
        val flag:Boolean;
        val rail:Rail[Long];
        val nested:Long;
        finish {
            async d = work(3) / 2.0;
            async {
                val inner:Long;
                finish async inner = work(4);
                s = "inner=" + inner;
            }
            async {
                async flag = work(5) % 2 == 0;
                rail = new Rail[Long](5, (i:Long) => i * 10);
            }
            nested = work(1) + 1;
        }
        Console.OUT.println("d " + d);
        Console.OUT.println("s " + s);
        Console.OUT.println("flag " + flag + " " + (flag == (work(5) % 2 == 0) ? "ok" : "WRONG"));
        Console.OUT.println("rail " + rail(0) + " " + rail(4) + " nested " + nested);

        // a closure capturing vals that were assigned by asyncs
        val p:Long;
        val q:Long;
        finish {
            async p = 6;
            async q = 7;
        }
        val mul = (k:Long) => p * q * k;
        Console.OUT.println("closure " + mul(10));

        // vals assigned in a loop body, one per iteration
        val results = new Rail[Long](8);
        finish for (i in 0..7) {
            val v:Long;
            finish async v = sumSq(0, i * 10);
            async results(i) = v + i;
        }
        var rs:String = "";
        for (x in results) rs += x + " ";
        Console.OUT.println("loop " + rs);

        val n = 300;
        val big = sumSq(0, n);
        Console.OUT.println("sumSq(0," + n + ") " + big + " " + (big == (n - 1) * n * (2 * n - 1) / 6 ? "ok" : "WRONG"));
        val t = tri(16);
        Console.OUT.println("tri(16) " + t + " " + (t == triSeq(16) ? "ok" : "WRONG"));
        Console.OUT.println("shape(5) " + shape(5));
    }
}
