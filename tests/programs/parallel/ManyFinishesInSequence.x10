public class ManyFinishesInSequence {
    public static def main(args:Rail[String]) {
        val r = new Rail[Long](10);
        var total:Long = 0;
        for (round in 1..200) {
            finish for (i in 0..9) async r(i) = round * i;
            var s:Long = 0;
            for (x in r) s += x;
            if (s != 45 * round) Console.OUT.println("round " + round + " saw a partial result");
            total += s;
        }
        Console.OUT.println("total " + total);
        var count:Long = 0;
        for (k in 1..300) {
            finish {}
            finish async count++;
        }
        Console.OUT.println("count " + count);
    }
}
