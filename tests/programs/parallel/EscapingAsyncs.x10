// Asyncs that escape the method that spawned them, three calls deep and more:
// a calls b calls c, c spawns asyncs and returns at once, and only main's
// finish waits for them. Callers keep working after the calls return, while
// the escaped asyncs may run on other workers.
public class EscapingAsyncs {
    static def busy(x:Long):Long {
        var acc:Long = x;
        for (k in 1..50) acc = (acc * 31 + k) % 65521;
        return acc;
    }

    static def a(r:Rail[Long], base:Long, n:Long) {
        b(r, base, n);
        r(base + n) = -1;  // a's own write, after b returned
    }

    static def b(r:Rail[Long], base:Long, n:Long) {
        for (i in 0..(n - 1)) c(r, base + i);
        r(base + n + 1) = -2;  // b's own write, after every c returned
    }

    static def c(r:Rail[Long], slot:Long) {
        async r(slot) = busy(slot);
    }

    // each async spawns the next level before doing its own work; nothing
    // below main's finish waits
    static def spread(r:Rail[Long], lo:Long, hi:Long) {
        if (hi - lo == 1) {
            async r(lo) = busy(lo) + 1;
            return;
        }
        val mid = (lo + hi) / 2;
        async spread(r, lo, mid);
        spread(r, mid, hi);
    }

    static def outer(r:Rail[Long], i:Long) { middle(r, i); }
    static def middle(r:Rail[Long], i:Long) { inner(r, i); }
    static def inner(r:Rail[Long], i:Long) {
        async {
            // an escaping async that calls back into escaping code
            if (i < 64) outer(r, i * 2 + 1);
            r(i) = i * 3;
            if (i < 64) outer(r, i * 2 + 2);
        }
    }

    public static def main(args:Rail[String]) {
        val n = 100;
        val r = new Rail[Long](n + 2);
        finish a(r, 0, n);
        var ok:Boolean = true;
        var sum:Long = 0;
        for (i in 0..(n - 1)) {
            if (r(i) != busy(i)) ok = false;
            sum += r(i);
        }
        Console.OUT.println("a/b/c: sum " + sum + " tail " + r(n) + " " + r(n + 1) + " " + (ok ? "ok" : "WRONG"));

        val s = new Rail[Long](512);
        finish spread(s, 0, 512);
        var ok2:Boolean = true;
        var sum2:Long = 0;
        for (i in 0..511) {
            if (s(i) != busy(i) + 1) ok2 = false;
            sum2 += s(i);
        }
        Console.OUT.println("spread: sum " + sum2 + " " + (ok2 ? "ok" : "WRONG"));

        val t = new Rail[Long](129);
        finish outer(t, 0);
        var sum3:Long = 0;
        var set:Long = 0;
        for (i in 0..128) {
            sum3 += t(i);
            if (t(i) == i * 3) set++;
        }
        Console.OUT.println("outer/middle/inner: sum " + sum3 + " set " + set);

        // escaping asyncs from instance methods, and from a closure
        val w = new Worker(64);
        finish w.start();
        Console.OUT.println("worker: " + w.summary());
        val u = new Rail[Long](20);
        val spawn = (i:Long) => { async u(i) = i * i; };
        finish for (i in 0..19) spawn(i);
        var sum4:Long = 0;
        for (x in u) sum4 += x;
        Console.OUT.println("closure spawn: sum " + sum4);
    }
}

class Worker {
    val data:Rail[Long];
    var calls:Long = 0;

    def this(n:Long) {
        data = new Rail[Long](n);
    }

    def start() {
        for (i in data.range) step1(i);
    }

    def step1(i:Long) {
        atomic calls++;
        step2(i);
    }

    def step2(i:Long) {
        async {
            data(i) = EscapingAsyncs.busy(i * 7);
            atomic calls++;
        }
    }

    def summary():String {
        var s:Long = 0;
        for (x in data) s += x;
        return "sum " + s + " calls " + calls;
    }
}
