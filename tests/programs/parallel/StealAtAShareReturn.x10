// Nested spawning loops called from a sequential loop: the inner `for ... async` loop of an
// iteration that a steal made a heap frame runs its rest in a victim's loop share, which
// copies its frame back to the activation when the loop ends and then returns. A steal
// that comes between the copy back and the return (Truffle polls for safepoints as a root
// returns) must act on the activation's frame: a split of the outer loop, or the
// continuation taken after the outer async, was once written into the share's dead frame,
// and both the victim and the thief ran the same iterations, or the caller's code after
// the call (seen as sums too big). Each round checks every outer iteration ran its inner
// asyncs exactly once, and the caller's code ran once per call.
public class StealAtAShareReturn {
    static class Acc { var sum:Long = 0; }
    static val acc = new Acc();
    static val ran = new Rail[Long](48);

    // long enough that a thief asks while an inner async runs
    static def busy(n:Long):Long {
        var s:Long = 0;
        for (k in 0..n) s += (k * 7 + 3) % 11;
        return s;
    }

    static def spawnRows(k:Long):Long {
        for (i in 0..7) async {
            for (w in 1..3) async {
                val b = busy(3000);
                atomic ran((k - 1) * 8 + i) += 1;
                atomic acc.sum += 100 * w + 0 * b;
            }
        }
        return 1;
    }

    public static def main(args:Rail[String]) {
        var bad:Long = 0;
        for (round in 1..400) {
            acc.sum = 0;
            for (j in 0..47) ran(j) = 0;
            finish for (k in 1..6) {
                val x = spawnRows(k);
                atomic acc.sum += x;
            }
            var wrongRows:Long = 0;
            for (j in 0..47) if (ran(j) != 3) wrongRows++;
            if (acc.sum != 28806 || wrongRows != 0) {
                bad++;
                Console.OUT.println("round " + round + ": sum " + acc.sum + ", " + wrongRows + " rows ran a wrong number of times");
            }
        }
        Console.OUT.println("rounds with a wrong result: " + bad);
    }
}
