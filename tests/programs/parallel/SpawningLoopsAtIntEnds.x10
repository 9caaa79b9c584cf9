// Range loops whose bodies spawn count in Long (a thief reads and lowers their slots), and give
// their variable as a sign-extended Int while counter and limit stay in Int's range
// (ForRangeNode). The same loop here runs ranges inside Int, ranges that end at its last
// value, and ranges that cross either end of Int, with and without a break, stolen from or
// not: every iteration runs exactly once, with its own value.
public class SpawningLoopsAtIntEnds {
    static def work(k:Long):Long {
        var acc:Long = k;
        for (j in 0..5000) acc = (acc * 31 + j) % 1000003;
        return acc;
    }

    // runs iterations first..last of one spawning loop, leaving it at stop if stop is in the range
    static def spread(first:Long, last:Long, stop:Long):String {
        val n = last - first + 1;
        val runs = new Rail[Long](n);
        val values = new Rail[Long](n);
        finish for (i in first..last) {
            if (i == stop) break;
            async {
                val k = i - first;
                values(k) = work(k) + i;
                atomic runs(k) = runs(k) + 1;
            }
        }
        var ran:Long = 0;
        var once:Boolean = true;
        var sum:Long = 0;
        for (k in 0..(n - 1)) {
            if (runs(k) == 1) {
                ran++;
                sum = sum * 7 + values(k);
            } else if (runs(k) != 0) {
                once = false;
            }
        }
        return first + ".." + last + ": " + ran + " ran, each once " + once + ", sum " + sum;
    }

    public static def main(args:Rail[String]) {
        val imax = Int.MAX_VALUE as Long;
        val imin = Int.MIN_VALUE as Long;
        val none = Long.MAX_VALUE;
        Console.OUT.println(spread(0, 15, none));
        Console.OUT.println(spread(imax - 16, imax - 1, none));
        Console.OUT.println(spread(imax - 15, imax, none));
        Console.OUT.println(spread(imax - 7, imax + 8, none));
        Console.OUT.println(spread(imin, imin + 15, none));
        Console.OUT.println(spread(imin - 8, imin + 7, none));
        Console.OUT.println(spread(-8, 7, none));
        Console.OUT.println(spread(imax - 16, imax - 1, imax - 6));
        Console.OUT.println(spread(imax - 7, imax + 8, imax + 2));
        Console.OUT.println(spread(imin - 8, imin + 7, imin + 1));
        Console.OUT.println(spread(0, 15, 9));
    }
}
