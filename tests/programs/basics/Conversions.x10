public class Conversions {
    public static def main(args:Rail[String]) {
        val d:Double = 7 as Double;
        Console.OUT.println(d);
        Console.OUT.println(3.99 as Long);
        Console.OUT.println((-3.99) as Long);
        Console.OUT.println(3.99 as Int);
        Console.OUT.println(3000000000 as Int);
        Console.OUT.println(((1 << 32) + 5) as Int);
        Console.OUT.println(Long.MAX_VALUE as Int);
        val i:Int = 42n;
        val widened:Long = i;
        Console.OUT.println(widened);
        Console.OUT.println(i as Long);
        Console.OUT.println(i as Double);
        Console.OUT.println(2.5 as Float);
        Console.OUT.println(2.5f as Double);
        Console.OUT.println((1.0f / 3.0f) as Double);
        Console.OUT.println(0.1 as Float);
        val n:Long = 10;
        val avg = (n as Double) / 4.0;
        Console.OUT.println(avg);
        Console.OUT.println((avg * 3.0) as Long);
    }
}
