// A loop whose body spawns and that ends by `break`, inside an iteration of a split loop. A
// steal stops every spawning loop of a frame it materializes or copies after the iteration
// it is in, to hand the rest of its iterations to a compiled loop share; a loop that then
// ends by `break` has no rest. Once, the hand-over took the limit left by a stop made before
// the break (or, in a loop share, by a steal at the share's return, after the break) for
// iterations still owed, and ran from the counter, which names the iteration that broke: its
// statements before the break ran twice (seen as a decrement or a sum too many).
public class BreakInAStoppedLoop {
    static class Acc { var sum:Long = 0; }
    static val acc = new Acc();
    static def add(x:Long) { atomic acc.sum += x; }

    static def rows(d:Long, r:Rail[Long]):Long {
        for (i in 0..11) async {
            add(d + 3);
            for (j in 0..1) {
                atomic r(0)--;
                try {
                    if (j == 0) break;
                } finally {
                    async add(i);
                }
                add(1000);
            }
            // a break in the middle of a longer spawning loop, after a spawn
            for (j in 0..5) {
                async add(10 * j);
                if (j == 2) break;
                atomic r(1)++;
            }
        }
        return 0;
    }

    public static def main(args:Rail[String]) {
        var bad:Long = 0;
        for (round in 1..300) {
            val r = new Rail[Long](2);
            acc.sum = 0;
            finish for (k in 0..8) async {
                add(rows(1, r));
            }
            // per call of rows: 12 * 4 from d + 3, 0 + ... + 11 from the finally, 12 * 30 from the asyncs before j = 2's break
            if (r(0) != -108 || r(1) != 216 || acc.sum != 9 * (48 + 66 + 360)) {
                bad++;
                Console.OUT.println("round " + round + ": r " + r(0) + " " + r(1) + ", sum " + acc.sum);
            }
        }
        Console.OUT.println("rounds with a wrong result: " + bad);
    }
}
