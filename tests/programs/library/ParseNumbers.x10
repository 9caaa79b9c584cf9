public class ParseNumbers {
    public static def main(args:Rail[String]) {
        val a = Long.parse("12345");
        Console.OUT.println(a + 1);
        val b = Long.parse("-9000000000");
        Console.OUT.println(b * 2);
        val i:Int = Int.parse("-42");
        Console.OUT.println(i * 2n);
        val d = Double.parse("2.5");
        Console.OUT.println(d * 2.0);
        val e = Double.parse("1e-3");
        Console.OUT.println(e);
        val words = ["10", "20", "30"];
        var total:Long = 0;
        for (w in words) total += Long.parse(w);
        Console.OUT.println(total);
        Console.OUT.println(Long.parse("" + Long.MAX_VALUE) == Long.MAX_VALUE);
    }
}
