// Compiled, a spawning range loop whose counter and limit lie in Int runs its iterations in
// chunks of 1024 without a poll between them (ForRangeNode.executeSpawningChunk); a steal then
// lowers the loop's limit at a poll inside an iteration (a split, a hand-over) or between chunks.
// Loops of tiny and of longer bodies, over ranges shorter and longer than a chunk, ending at and
// next to chunk edges, with a break inside a chunk and at its edges, run over and over (so that
// they are compiled in time), alone and nested: every iteration runs exactly once, with its own
// value.
public class SpawningLoopChunks {
    static def work(k:Long):Long {
        var acc:Long = k;
        for (j in 0..200) acc = (acc * 31 + j) % 1000003;
        return acc;
    }

    // one spawning loop over first..last, left at stop if stop is in the range; long bodies if heavy
    static def spread(first:Long, last:Long, stop:Long, heavy:Boolean):Long {
        val n = last - first + 1;
        val runs = new Rail[Long](n);
        val values = new Rail[Long](n);
        finish for (i in first..last) {
            if (i == stop) break;
            async {
                val k = i - first;
                values(k) = heavy ? work(k) + i : i * 3 + 1;
                atomic runs(k) = runs(k) + 1;
            }
        }
        var sum:Long = 0;
        for (k in 0..(n - 1)) {
            if (runs(k) > 1) return -1;   // an iteration ran twice
            if (runs(k) == 1) sum = (sum * 7 + values(k)) % 1000000007;
        }
        return sum;
    }

    // nested spawning loops in one frame: a steal from inside the inner loop takes the outer
    // loop's rest and lowers the outer limit, which the victim must see when its inner loop ends
    static def nested(n:Long, m:Long):Long {
        val runs = new Rail[Long](n * m);
        val values = new Rail[Long](n * m);
        finish for (i in 0..(n - 1)) {
            async {
                for (j in 0..(m - 1)) {
                    async {
                        val k = i * m + j;
                        values(k) = (k % 5 == 0) ? work(k) : k * 3 + 1;
                        atomic runs(k) = runs(k) + 1;
                    }
                }
            }
        }
        var sum:Long = 0;
        for (k in 0..(n * m - 1)) {
            if (runs(k) != 1) return -1;   // an iteration ran twice or not at all
            sum = (sum * 7 + values(k)) % 1000000007;
        }
        return sum;
    }

    public static def main(args:Rail[String]) {
        for (rep in 1..3) {
            Console.OUT.println("nested 1500 x 3: " + nested(1500, 3) + ", 3 x 1500: " + nested(3, 1500) + ", 40 x 40: " + nested(40, 40));
        }
        val none = Long.MAX_VALUE;
        val ranges = [[0, 99], [0, 1024], [5, 3000], [-2000, 2047]];
        val stops = [none, 1, 1023, 1024, 2500];
        for (r in 0..(ranges.size - 1)) {
            val first = ranges(r)(0);
            val last = ranges(r)(1);
            for (s in 0..(stops.size - 1)) {
                val stop = stops(s);
                var light:Long = 0;
                var heavy:Long = 0;
                for (rep in 1..6) {
                    val l = spread(first, last, stop, false);
                    if (rep > 1 && l != light) light = -2;   // a repetition disagreed
                    if (rep == 1) light = l;
                }
                for (rep in 1..2) {
                    val h = spread(first, last, stop, true);
                    if (rep > 1 && h != heavy) heavy = -2;
                    if (rep == 1) heavy = h;
                }
                Console.OUT.println(first + ".." + last + (stop == none ? "" : " break at " + stop) + ": " + light + " " + heavy);
            }
        }
    }
}
