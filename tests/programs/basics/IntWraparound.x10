public class IntWraparound {
    public static def main(args:Rail[String]) {
        val maxI:Int = Int.MAX_VALUE;
        Console.OUT.println(maxI);
        Console.OUT.println(maxI + 1n);
        Console.OUT.println(Int.MIN_VALUE - 1n);
        val a:Int = 100000n;
        Console.OUT.println(a * a);
        val maxL:Long = Long.MAX_VALUE;
        Console.OUT.println(maxL);
        Console.OUT.println(maxL + 1);
        Console.OUT.println(Long.MIN_VALUE);
        val b:Long = 100000;
        Console.OUT.println(b * b);
        // Int + Long is a Long: no 32-bit wraparound (an unsuffixed literal beside an Int is an Int, as in X10)
        val promoted = (maxI as Long) + 1;
        Console.OUT.println(promoted);
        var counter:Int = 2147483640n;
        for (k in 1..10) counter++;
        Console.OUT.println(counter);
        var h:Int = 0n;
        for (ch in 0n..99n) h = 31n * h + ch;
        Console.OUT.println(h);
        var hl:Long = 0;
        for (ch in 0..99) hl = 31 * hl + ch;
        Console.OUT.println(hl);
        val neg:Int = -maxI - 2n;
        Console.OUT.println(neg);
    }
}
