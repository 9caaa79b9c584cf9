// Loops that a continuation resumes in the middle of an iteration: a finish inside a
// range loop, whose main line arrives early at the finish's end and parks, or whose
// rest a thief steals. The iterations after the resumed one run in a compiled loop
// share on a copy of the resumed frame; everything written there must reach the code
// after the loop, and break, continue, exceptions and the loop variable keep their
// meaning. Each case prints what the serial elision prints.
public class ResumedLoopRests {
    static def work(i:Long):Long {
        var acc:Long = i;
        for (k in 0..(20 + i % 13)) acc = (acc * 31 + k) % 1000003;
        return acc;
    }

    static def checksum(r:Rail[Long]):Long {
        var sum:Long = 0;
        for (v in r) sum = (sum * 7 + v) % 1000000007;
        return sum;
    }

    // rounds of a flat loop of tiny asyncs (the ForkJoin benchmark's shape)
    static def rounds(n:Long, width:Long):Long {
        val slots = new Rail[Long](width);
        for (round in 0..(n - 1)) {
            finish for (i in 0..(width - 1)) {
                async slots(i) += round + i;
            }
        }
        return checksum(slots);
    }

    // locals of the function written in every round, read after the loop
    static def accumulators(n:Long):String {
        val r = new Rail[Long](64);
        var total:Long = 0;
        var last:Long = -1;
        for (round in 0..(n - 1)) {
            finish for (i in 0..63) async r(i) = work(i + round);
            total = (total + r(round % 64)) % 1000003;
            last = round;
        }
        return total + " " + last + " " + checksum(r);
    }

    // break and continue in the rounds after a park
    static def jumps(n:Long):String {
        val r = new Rail[Long](32);
        var rounds:Long = 0;
        for (round in 0..(n - 1)) {
            finish for (i in 0..31) async r(i) = (r(i) + work(i * round)) % 1000003;
            if (round % 5 == 3) continue;
            rounds++;
            if (round == n - 7) break;
        }
        return rounds + " " + checksum(r);
    }

    // an exception from an async in a late round leaves the loop through the finish
    static def failure(n:Long):String {
        val r = new Rail[Long](32);
        var reached:Long = 0;
        try {
            for (round in 0..(n - 1)) {
                finish for (i in 0..31) async {
                    if (round == n - 3 && i == 17) throw new Exception("round " + round);
                    r(i) = (r(i) + work(i + round)) % 1000003;
                }
                reached = round;
            }
        } catch (e:MultipleExceptions) {
            return "failed after round " + reached + ": " + e.exceptions.size + " exception(s), " + checksum(r);
        }
        return "no failure?";
    }

    // a loop over a Rail, and the loop variable captured by the asyncs of later rounds
    static def overRail(weights:Rail[Long]):Long {
        val r = new Rail[Long](48);
        for (w in weights) {
            finish for (i in 0..47) async r(i) = (r(i) * 3 + w * i) % 1000003;
        }
        return checksum(r);
    }

    // two loops around the finish: the inner one resumed, the outer one after it
    static def nested(n:Long):Long {
        val r = new Rail[Long](40);
        for (a in 0..(n - 1)) {
            for (b in 0..3) {
                finish for (i in 0..39) async r(i) = (r(i) * 5 + a * 4 + b + work(i)) % 1000003;
            }
        }
        return checksum(r);
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println("rounds " + rounds(3000, 128));
        Console.OUT.println("accumulators " + accumulators(300));
        Console.OUT.println("jumps " + jumps(200));
        Console.OUT.println("failure " + failure(150));
        val weights = new Rail[Long](120, (k:Long) => k * k % 97);
        Console.OUT.println("overRail " + overRail(weights));
        Console.OUT.println("nested " + nested(60));
    }
}
