// Range loops that start after a resume point: in the code after an async whose
// continuation a thief runs, and in a caller after a call whose continuation was taken.
// Resumed code runs on a heap frame, so such a loop runs in a compiled loop share on a
// copy of that frame; everything the loop writes must reach the code after it, and
// break, continue, return, exceptions, empty ranges, IntRanges, Rails, nested loops and
// spawning calls inside the loop keep their meaning. Each case prints what the serial
// elision prints.
public class LoopsInResumedCode {
    // long enough that a thief asks for the code after the async while it runs
    static def busy(seed:Long):Long {
        var acc:Long = seed;
        for (k in 0..40000) acc = (acc * 31 + k) % 1000003;
        return acc;
    }

    // spawns, so a steal can happen inside the share that calls it
    static def spawning(i:Long):Long {
        val r = new Rail[Long](4);
        finish for (j in 0..3) async r(j) = busy(i + j) % 1000;
        return r(0) + r(1) + r(2) + r(3);
    }

    // locals written by the loop, read after it; break and continue
    static def jumps(n:Long):String {
        val r = new Rail[Long](2);
        var sum:Long = 0;
        var last:Long = -1;
        finish {
            async r(0) = busy(1);
            for (i in 0..(n - 1)) {
                if (i % 3 == 0) continue;
                sum += i * i;
                last = i;
                if (i == n - 5) break;
            }
        }
        return sum + " " + last + " " + r(0);
    }

    // return from inside a loop that runs after the async, inside the finish (which still
    // waits for the async: its write is seen by the caller)
    static def find(data:Rail[Long], target:Long, r:Rail[Long]):Long {
        finish {
            async r(0) = busy(target);
            for (i in 0..(data.size - 1)) {
                if (data(i) == target) return i;
            }
        }
        return -1;
    }

    // an exception thrown in the loop, caught around it in the resumed code
    static def failing(n:Long):String {
        val r = new Rail[Long](1);
        var reached:Long = 0;
        finish {
            async r(0) = busy(2);
            try {
                for (i in 0..(n - 1)) {
                    reached = i;
                    if (i == n / 2) throw new Exception("at " + i);
                }
            } catch (e:Exception) {
                reached = reached * 10 + 7;
            }
        }
        return reached + " " + r(0);
    }

    // empty and one-element ranges, an IntRange, a Rail, nested loops
    static def shapes(data:Rail[Long]):String {
        val r = new Rail[Long](1);
        var empty:Long = 0;
        var one:Long = 0;
        var ints:Int = 0n;
        var overRail:Long = 0;
        var nested:Long = 0;
        finish {
            async r(0) = busy(3);
            for (i in 5..4) empty += 100 + i;
            for (i in 7..7) one += i;
            for (i in 0n..99n) ints = ints * 3n % 10007n + i;
            for (v in data) overRail = overRail * 7 % 1000003 + v;
            for (a in 0..9) {
                for (b in a..9) nested += a * b;
            }
        }
        return empty + " " + one + " " + ints + " " + overRail + " " + nested + " " + r(0);
    }

    // a loop that calls a spawning function: steals inside the loop's share
    static def spawningCalls(n:Long):Long {
        val r = new Rail[Long](1);
        var total:Long = 0;
        finish {
            async r(0) = busy(4);
            for (i in 0..(n - 1)) total = (total * 13 + spawning(i)) % 1000003;
        }
        return total + r(0);
    }

    // the loop is in the caller, after a call whose continuation a thief takes
    static def callee(k:Long):Long {
        val r = new Rail[Long](2);
        finish {
            async r(0) = busy(k);
            r(1) = busy(k + 1);
        }
        return r(0) + r(1);
    }

    static def caller(data:Rail[Long]):String {
        val first = callee(5);
        var sum:Long = 0;
        var count:Long = 0;
        for (v in data) {
            if (v % 2 == 0) continue;
            sum += v;
            count++;
        }
        val second = callee(6);
        for (i in 0..(count - 1)) sum = (sum * 3 + i) % 1000003;
        return first + " " + second + " " + sum + " " + count;
    }

    public static def main(args:Rail[String]) {
        val data = new Rail[Long](300, (k:Long) => k * k % 101);
        Console.OUT.println("jumps " + jumps(200));
        val found = new Rail[Long](3);
        Console.OUT.println("find " + find(data, 64, found) + " " + found(0) + " " + find(data, 100, found) + " " + found(0)
                            + " " + find(data, 1000, found) + " " + found(0));
        Console.OUT.println("failing " + failing(50));
        Console.OUT.println("shapes " + shapes(data));
        Console.OUT.println("spawningCalls " + spawningCalls(12));
        Console.OUT.println("caller " + caller(data));
    }
}
