// Locals that asyncs share (vals assigned by an async, vars used in asyncs) stay in typed frame
// slots until a steal copies the frame; the steal then puts them in cells that the victim's frame
// and the thief's copy share. Each round of a loop declares them anew: a declaration must not
// write into the cell an earlier round's steal made (the thief may still read it).
public class SharedLocalsAcrossIterations {
    static def work(n:Long):Long {
        var s:Long = 0;
        for (i in 1..n) s += i % 7;
        return s;
    }

    public static def main(args:Rail[String]) {
        var total:Long = 0;
        for (round in 1..40) {
            val a:Long;
            val b:Long;
            finish {
                async a = work(2000 + round);
                b = work(1000 + round);
            }
            total += a * 3 + b;
        }
        Console.OUT.println("total=" + total);

        // the iterations of a split loop run on two frames at once, which share the cells the
        // split made: each iteration's w must be its own
        var count:Long = 0;
        finish for (i in 1..200) async {
            val w:Long;
            finish { async w = work(300 + i) * 1000 + i; }
            val pad = work(400);
            atomic count += (w % 1000) * (pad % 3 + 1);
        }
        Console.OUT.println("count=" + count);

        var sum:Double = 0.0;
        for (k in 1..30) {
            val x:Double;
            var y:Long = k;
            finish {
                async x = work(500 + k) as Double;
                async y = y + work(100 + k);
            }
            sum += x + y;
        }
        Console.OUT.println("sum=" + sum);
    }
}
