public class ForInRange {
    public static def main(args:Rail[String]) {
        for (i in 0..4) Console.OUT.print(i + " ");
        Console.OUT.println();
        var sum:Long = 0;
        for (i in 1..100) sum += i;
        Console.OUT.println("sum " + sum);
        val n = 5;
        for (i in 0..(n - 1)) Console.OUT.print(i * i + " ");
        Console.OUT.println();
        // empty range: body never runs
        for (i in 5..4) Console.OUT.println("never");
        for (i in -2..2) Console.OUT.print(i + ";");
        Console.OUT.println();
        var isum:Int = 0n;
        for (i in 0n..9n) isum += i;
        Console.OUT.println("int sum " + isum);
        val r = 3..6;
        for (x in r) Console.OUT.print(x + ",");
        Console.OUT.println();
        Console.OUT.println(r.min + " " + r.max);
        var count:Long = 0;
        for (i in 1..3) for (j in i..3) count++;
        Console.OUT.println("count " + count);
    }
}
