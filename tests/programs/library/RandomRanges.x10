import x10.util.Random;

public class RandomRanges {
    public static def main(args:Rail[String]) {
        val rnd = new Random(12345);
        var ok:Boolean = true;
        val seen = new Rail[Boolean](10);
        for (1..1000) {
            val l = rnd.nextLong(10);
            if (l < 0 || l >= 10) ok = false; else seen(l) = true;
            val i = rnd.nextInt(5n);
            if (i < 0n || i >= 5n) ok = false;
            val d = rnd.nextDouble();
            if (d < 0.0 || d >= 1.0) ok = false;
        }
        Console.OUT.println(ok ? "ranges ok" : "out of range");
        var all:Boolean = true;
        for (s in seen) all = all && s;
        Console.OUT.println(all ? "all values seen" : "missing values");
        var trues:Long = 0;
        for (1..1000) if (rnd.nextBoolean()) trues++;
        Console.OUT.println(trues > 100 && trues < 900 ? "booleans ok" : "booleans skewed");
        val unseeded = new Random();
        val v = unseeded.nextLong(3);
        Console.OUT.println(v >= 0 && v < 3 ? "unseeded ok" : "unseeded bad");
        val r1 = new Random(7);
        val r2 = new Random(7);
        var same:Boolean = true;
        for (1..20) if (r1.nextLong(1000000) != r2.nextLong(1000000)) same = false;
        Console.OUT.println(same ? "same seed, same sequence" : "seed not honoured");
    }
}
