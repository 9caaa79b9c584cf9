public class RangeSplit {
    public static def main(args:Rail[String]) {
        val r = 0..9;
        val parts = r.split(3);
        Console.OUT.println("parts " + parts.size);
        for (p in parts) Console.OUT.println(p.min + ".." + p.max);
        var total:Long = 0;
        for (p in parts) for (i in p) total += i;
        Console.OUT.println("sum over parts " + total);
        val four = (1..10).split(4);
        for (p in four) Console.OUT.print(p + " ");
        Console.OUT.println();
        val ir = 1n..10n;
        val iparts = ir.split(4n);
        for (p in iparts) Console.OUT.print(p.min + "-" + p.max + " ");
        Console.OUT.println();
        var isum:Int = 0n;
        for (p in iparts) for (i in p) isum += i;
        Console.OUT.println("int sum " + isum);
        val single = (5..7).split(1);
        Console.OUT.println(single(0).min + " " + single(0).max);
        Console.OUT.println(r);
        Console.OUT.println(ir);
    }
}
