// Range loops whose body does not spawn by itself count in int while they run; a call in the
// body may still spawn (an async in the callee, governed by the caller's finish), and a thief
// that steals the continuation after it resumes the caller's loop in the middle of an
// iteration. The loop must go on from that iteration to its end, each iteration exactly once:
// Long and Int ranges, a break, a continue, and an inner loop after the call.
public class IntCountingLoopResumed {
    static def work(n:Long):Long {
        var s:Long = 0;
        for (i in 0..n) s += (i * 7) % 11;
        return s;
    }

    // the async outlives this call: its finish is the caller's
    static def spawn(k:Long, out:Rail[Long]) {
        async out(k) = work(2000 + k);
    }

    static def sum(r:Rail[Long]):Long {
        var s:Long = 0;
        for (i in 0..(r.size - 1)) s = s * 31 + r(i);
        return s;
    }

    public static def main(args:Rail[String]) {
        val n = 300;
        val out = new Rail[Long](n);
        val after = new Rail[Long](n);
        finish for (k in 0..(n - 1)) {
            spawn(k, out);
            after(k) = after(k) + work(k);
        }
        Console.OUT.println("long range " + sum(out) + " " + sum(after));

        val outInt = new Rail[Long](n);
        val afterInt = new Rail[Long](n);
        finish for (k in 0n..((n as Int) - 1n)) {
            spawn(k as Long, outInt);
            var inner:Long = 0;
            for (j in 0..(k as Long)) inner += j;
            afterInt(k as Long) = afterInt(k as Long) + inner;
        }
        Console.OUT.println("int range " + sum(outInt) + " " + sum(afterInt));

        val outBreak = new Rail[Long](n);
        var ran:Long = 0;
        finish for (k in 0..(n - 1)) {
            if (k % 3 == 1) continue;
            spawn(k, outBreak);
            ran++;
            if (k == 251) break;
        }
        Console.OUT.println("break and continue " + sum(outBreak) + " " + ran);
    }
}
