// Many loop-spawned asyncs, each capturing its own iteration value, while
// other workers steal the loop's continuation: every async must see the value
// of its own iteration, whoever runs it.
public class AsyncLoopCaptureSteal {
    static def f(i:Long):Long {
        var acc:Long = 0;
        for (k in 0..(i % 17)) acc += (i * 31 + k) % 101;
        return acc;
    }

    static def checksum(r:Rail[Long]):Long {
        var s:Long = 0;
        for (i in r.range) s = (s * 1000003 + r(i) * (i + 1)) % 1000000007;
        return s;
    }

    public static def main(args:Rail[String]) {
        // the plain range loop
        val r = new Rail[Long](1000);
        finish for (i in 0..999) async { r(i) = i * i + f(i); }
        var sum:Long = 0;
        for (x in r) sum += x;
        var expected:Long = 0;
        for (i in 0..999) expected += i * i + f(i);
        Console.OUT.println("range loop sum " + sum + " " + (sum == expected ? "ok" : "WRONG"));
        Console.OUT.println("range loop checksum " + checksum(r));

        // nested loops with the async in the inner loop: both indices captured
        val m = new Rail[Long](40 * 25);
        finish for (i in 0..39) for (j in 0..24) async m(i * 25 + j) = f(i) * 100 + j - i;
        var ok:Boolean = true;
        for (i in 0..39) for (j in 0..24) if (m(i * 25 + j) != f(i) * 100 + j - i) ok = false;
        Console.OUT.println("nested loop checksum " + checksum(m) + " " + (ok ? "ok" : "WRONG"));

        // an async per row that itself spawns an async per column
        val m2 = new Rail[Long](30 * 30);
        finish for (i in 0..29) async {
            val base = f(i);
            for (j in 0..29) async m2(i * 30 + j) = base + f(j) * i;
        }
        var ok2:Boolean = true;
        for (i in 0..29) for (j in 0..29) if (m2(i * 30 + j) != f(i) + f(j) * i) ok2 = false;
        Console.OUT.println("row/column asyncs checksum " + checksum(m2) + " " + (ok2 ? "ok" : "WRONG"));

        // a while loop: copy the var into a val before the async captures it
        val w = new Rail[Long](500);
        var k:Long = 0;
        finish while (k < 500) {
            val kk = k;
            async w(kk) = f(kk) * 2 + kk;
            k++;
        }
        Console.OUT.println("while loop checksum " + checksum(w) + " k " + k);

        // a C-style loop with a stride, and a closure created inside each async
        val c = new Rail[Long](300);
        finish for (var i:Long = 299; i >= 0; i -= 3) {
            val a = i;
            async {
                val g = (x:Long) => x * a + f(a);
                c(a) = g(2);
                if (a >= 1) c(a - 1) = g(3);
                if (a >= 2) c(a - 2) = g(4);
            }
        }
        Console.OUT.println("strided loop checksum " + checksum(c));

        // iteration over a Rail's elements, capturing the element value
        val src = new Rail[Long](256, (i:Long) => (i * 7919) % 257);
        val dst = new Rail[Long](257);
        finish for (x in src) async dst(x) = x * 3 + 1;
        var filled:Long = 0;
        for (i in 0..256) if (dst(i) == i * 3 + 1) filled++;
        Console.OUT.println("element loop filled " + filled + " checksum " + checksum(dst));
    }
}
