public class ForInRail {
    public static def main(args:Rail[String]) {
        val words = ["alpha", "beta", "gamma"];
        for (w in words) Console.OUT.println(w);
        val nums:Rail[Long] = [3, 1, 4, 1, 5, 9, 2, 6];
        var best:Long = Long.MIN_VALUE;
        var total:Long = 0;
        for (x in nums) {
            total += x;
            if (x > best) best = x;
        }
        Console.OUT.println("total " + total + " max " + best);
        val ds = [0.5, 0.25, 0.125];
        var dsum:Double = 0.0;
        for (d in ds) dsum += d;
        Console.OUT.println(dsum);
        for (i in nums.range) {
            if (nums(i) == 1) Console.OUT.print(i + " ");
        }
        Console.OUT.println();
        val empty = new Rail[Long](0);
        for (x in empty) Console.OUT.println("never " + x);
        Console.OUT.println("done");
    }
}
