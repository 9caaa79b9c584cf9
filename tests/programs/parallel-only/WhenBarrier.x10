// A reusable barrier made of atomic and when: every activity increments a
// counter and waits until all have arrived. The first activity to arrive waits
// for siblings spawned after it, so there is no serial elision. Each phase
// reads what the other activities wrote in the phase before, which the barrier
// makes visible.
public class WhenBarrier {
    public static def main(args:Rail[String]) {
        val n = 6;
        val phases = 3;
        var arrived:Long = 0;
        var generation:Long = 0;
        var passes:Long = 0;
        val cell = new Rail[Long](n);
        val seen = new Rail[Long](n * phases);
        val early = new Rail[Long](n);
        val after = new Rail[Long](n);
        finish {
            for (i in 0..(n - 1)) async {
                for (p in 0..(phases - 1)) {
                    cell(i) = (p + 1) * 100 + i;
                    // arrive; the last one to arrive opens the next generation
                    val myGen:Long;
                    atomic {
                        myGen = generation;
                        arrived++;
                        if (arrived == n) {
                            arrived = 0;
                            generation++;
                        }
                    }
                    when (generation > myGen) {
                        passes++;
                    }
                    // every activity has written its cell for phase p
                    var s:Long = 0;
                    for (x in cell) s += x;
                    seen(p * n + i) = s;
                    // wait again before anyone overwrites a cell in the next phase
                    val myGen2:Long;
                    atomic {
                        myGen2 = generation;
                        arrived++;
                        if (arrived == n) {
                            arrived = 0;
                            generation++;
                        }
                    }
                    when (generation > myGen2) {
                        passes++;
                    }
                }
            }
            // a simple one-shot barrier in the same finish: count to n, wait for n
            for (i in 0..(n - 1)) async {
                var count:Long = 0;
                atomic early(i) = 1;
                when (sumOf(early) == n) {
                    count = sumOf(early);
                }
                after(i) = count * 10;
            }
        }
        Console.OUT.println("generation " + generation + " arrived " + arrived + " passes " + passes);
        for (p in 0..(phases - 1)) {
            var line:String = "phase " + p + ":";
            for (i in 0..(n - 1)) line += " " + seen(p * n + i);
            Console.OUT.println(line);
        }
        var e:String = "one-shot:";
        for (x in after) e += " " + x;
        Console.OUT.println(e);
    }

    static def sumOf(r:Rail[Long]):Long {
        var s:Long = 0;
        for (x in r) s += x;
        return s;
    }
}
