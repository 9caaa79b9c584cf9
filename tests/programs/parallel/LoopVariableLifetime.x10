// A range loop's variable dies with its iteration: the loop clears its slot at the end of every
// iteration and before the loop starts (so compiled loops do not carry it around the back-edge).
// Every read of it within the iteration must still see the iteration's value: after an inner
// loop (which ends by clearing its own), after a break out of one, after a call, after an async
// whose continuation a thief may resume in its copy of the frame, in a closure made late in the
// iteration, in nested loops of both Long and Int ranges, and in a loop over a Rail.
public class LoopVariableLifetime {
    static def work(n:Long):Long {
        var s:Long = 0;
        for (k in 1..n) s += k % 5;
        return s;
    }

    public static def main(args:Rail[String]) {
        val n = 300;
        val seen = new Rail[Long](n);
        var afterInner:Long = 0;
        var afterBreak:Long = 0;
        var afterCall:Long = 0;
        var afterAsync:Long = 0;
        val closures = new Rail[() => Long](n);
        finish for (i in 0..(n - 1)) {
            var inner:Long = 0;
            for (j in 0..(i % 7)) inner += j;
            afterInner += i * 3 + inner;
            for (j in 0..100) {
                if (j * j > i) break;
            }
            afterBreak += i;
            afterCall += work(i % 11) + i;
            async seen(i) = work(50) + i;
            // the continuation of the async: a thief may run it on its copy of the frame
            afterAsync += i * i;
            closures(i) = () => i * 2;
        }
        var s:Long = 0;
        for (i in 0..(n - 1)) s += seen(i) - work(50);
        var c:Long = 0;
        for (f in closures) c += f();
        var ints:Int = 0n;
        for (a in 0n..20n) {
            for (b in 0n..a) ints += b;
            ints += a;
        }
        Console.OUT.println("afterInner=" + afterInner + " afterBreak=" + afterBreak + " afterCall=" + afterCall + " afterAsync=" + afterAsync);
        Console.OUT.println("seen=" + s + " closures=" + c + " ints=" + ints);
    }
}
