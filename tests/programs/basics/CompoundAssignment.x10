public class CompoundAssignment {
    public static def main(args:Rail[String]) {
        var x:Long = 10;
        x += 5;   Console.OUT.println(x);
        x -= 3;   Console.OUT.println(x);
        x *= 4;   Console.OUT.println(x);
        x /= 5;   Console.OUT.println(x);
        x %= 4;   Console.OUT.println(x);
        x <<= 4;  Console.OUT.println(x);
        x >>= 2;  Console.OUT.println(x);
        x |= 3;   Console.OUT.println(x);
        x &= 6;   Console.OUT.println(x);
        x ^= 15;  Console.OUT.println(x);
        var neg:Long = -64;
        neg >>>= 58;
        Console.OUT.println(neg);
        var i:Int = 2147483600n;
        i += 100n;
        Console.OUT.println(i);
        i *= 2n;
        Console.OUT.println(i);
        var d:Double = 1.5;
        d *= 3.0;
        d -= 0.25;
        d /= 2.0;
        Console.OUT.println(d);
        var s:String = "n=";
        s += 12;
        s += "/";
        s += true;
        Console.OUT.println(s);
        var sum:Long = 0;
        for (k in 1..10) sum += k * k;
        Console.OUT.println(sum);
    }
}
