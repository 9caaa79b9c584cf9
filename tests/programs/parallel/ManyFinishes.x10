// Thousands of short finishes in sequence, each with a few asyncs: every
// finish must wait for exactly its own asyncs, and finish records and
// continuations must be recycled correctly from one finish to the next.
public class ManyFinishes {
    public static def main(args:Rail[String]) {
        val rounds = 2000;
        val r = new Rail[Long](4);
        var total:Long = 0;
        var partial:Long = 0;
        for (round in 1..rounds) {
            finish {
                async r(0) = round;
                async r(1) = round * 2;
                async r(2) = round % 7;
                r(3) = 1;
            }
            val s = r(0) + r(1) + r(2) + r(3);
            if (s != round * 3 + round % 7 + 1) partial++;
            total += s;
            r(0) = 0;
            r(1) = 0;
            r(2) = 0;
            r(3) = 0;
        }
        var expected:Long = 0;
        for (round in 1..rounds) expected += round * 3 + round % 7 + 1;
        Console.OUT.println("rail total " + total + " partial " + partial + " " + (total == expected ? "ok" : "WRONG"));

        // an atomic accumulator shared by all the finishes
        var acc:Long = 0;
        var bad:Long = 0;
        for (round in 0..(rounds - 1)) {
            val before = acc;
            finish {
                async atomic acc += 1;
                async atomic acc += round;
                atomic acc += 2;
            }
            if (acc != before + 3 + round) bad++;
        }
        Console.OUT.println("atomic total " + acc + " bad " + bad);

        // a finish whose asyncs spawn asyncs, then a finish with no asyncs at all
        val depthHits = new Rail[Long](3);
        var empty:Long = 0;
        for (round in 1..500) {
            finish async {
                async {
                    async atomic depthHits(2) += 1;
                    atomic depthHits(1) += 1;
                }
                atomic depthHits(0) += 1;
            }
            finish {
                empty++;
            }
        }
        Console.OUT.println("nested spawns " + depthHits(0) + " " + depthHits(1) + " " + depthHits(2) + " empty " + empty);

        // finishes in a method called in a loop, each returning a value
        var calls:Long = 0;
        for (i in 0..999) calls += pair(i);
        Console.OUT.println("method finishes " + calls);
    }

    static def pair(i:Long):Long {
        val a:Long;
        val b:Long;
        finish {
            async a = i * 3;
            b = i + 1;
        }
        return a - b;
    }
}
