// Parallel range loops at the ends of Long and Int: a steal that splits such a loop, or stops
// it for a hand-over, runs each iteration exactly once and the loop ends at its last element.
public class RangeLoopEndsParallel {
    static def work(k:Long):Long {
        var acc:Long = k;
        for (j in 0..20000) acc = (acc * 31 + j) % 1000003;
        return acc;
    }

    static def checksum(r:Rail[Long]):Long {
        var s:Long = 0;
        for (x in r) s = s * 7 + x;
        return s;
    }

    public static def main(args:Rail[String]) {
        val min = Long.MIN_VALUE;
        val max = Long.MAX_VALUE;

        // flat loops of asyncs starting at Long.MIN_VALUE and ending at Long.MAX_VALUE (splittable)
        val low = new Rail[Long](8);
        finish for (i in min..(min + 7)) async low(i - min) = work(i - min);
        Console.OUT.println("from min " + checksum(low));
        val high = new Rail[Long](8);
        finish for (i in (max - 7)..max) async high(i - (max - 7)) = work(i - (max - 7));
        Console.OUT.println("to max " + checksum(high));

        // each iteration counts itself: none runs twice, none is skipped
        val runs = new Rail[Long](16);
        finish for (i in (max - 15)..max) async {
            val k = i - (max - 15);
            work(k);
            atomic runs(k) = runs(k) + 1;
        }
        var once:Boolean = true;
        for (r in runs) if (r != 1) once = false;
        Console.OUT.println("each once at max " + once);

        // work before the async in each iteration (not splittable, the ordinary steal)
        val lowCalls = new Rail[Long](6);
        finish for (i in min..(min + 5)) {
            val k = i - min;
            val w = work(k);
            async lowCalls(k) = w + work(k + 1);
        }
        Console.OUT.println("with work before " + checksum(lowCalls));

        // empty ranges at both ends: no async runs
        val none = new Rail[Long](1);
        finish {
            for (i in max..(max - 1)) async none(0) = none(0) + 1;
            for (i in (min + 1)..min) async none(0) = none(0) + 1;
            for (i in max..min) async none(0) = none(0) + 1;
            for (i in Int.MAX_VALUE..Int.MIN_VALUE) async none(0) = none(0) + 1;
        }
        Console.OUT.println("empty " + none(0));

        // one-element ranges at both ends next to another async
        val one = new Rail[Long](4);
        finish {
            async one(0) = work(1);
            for (i in min..min) async one(1) = work(i - min + 2);
            for (i in max..max) async one(2) = work(max - i + 3);
            one(3) = work(4);
        }
        Console.OUT.println("one element " + checksum(one));

        // the full width of Long, left by break after sixteen asyncs
        val wide = new Rail[Long](16);
        finish for (i in min..max) {
            if (i == min + 16) break;
            async wide(i - min) = work(i - min);
        }
        Console.OUT.println("full width " + checksum(wide));

        // Int ends
        val imax = Int.MAX_VALUE;
        val imin = Int.MIN_VALUE;
        val ints = new Rail[Long](12);
        finish {
            for (i in (imax - 5n)..imax) async ints((imax - i) as Long) = work((imax - i) as Long);
            for (i in imin..(imin + 5n)) async ints((i - imin) as Long + 6) = work((i - imin) as Long + 6);
        }
        Console.OUT.println("int ends " + checksum(ints));

        // nested: an outer loop at max whose iterations each run an inner parallel loop at min
        val grid = new Rail[Long](9);
        finish for (i in (max - 2)..max) async {
            val row = i - (max - 2);
            finish for (j in min..(min + 2)) async grid(row * 3 + (j - min)) = work(row * 3 + (j - min));
        }
        Console.OUT.println("nested " + checksum(grid));

        // a finish in each iteration: a steal inside it stops the loop for a hand-over of its
        // rest, which at Long.MAX_VALUE is empty, and after a break too
        val hand = new Rail[Long](8);
        for (i in (max - 3)..max) {
            val k = i - (max - 3);
            finish {
                async hand(k) = work(k);
                hand(k + 4) = work(k + 4);
            }
            if (i == max) break;
        }
        for (i in min..(min + 3)) {
            val k = i - min;
            finish {
                async hand(k) = hand(k) + work(k + 8);
                hand(k + 4) = hand(k + 4) + work(k + 12);
            }
        }
        Console.OUT.println("hand-over " + checksum(hand));
    }
}
