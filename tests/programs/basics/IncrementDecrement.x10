public class IncrementDecrement {
    public static def main(args:Rail[String]) {
        var i:Long = 5;
        Console.OUT.println(i++);
        Console.OUT.println(i);
        Console.OUT.println(++i);
        Console.OUT.println(i--);
        Console.OUT.println(--i);
        Console.OUT.println(i);
        val a = i++ + ++i;
        Console.OUT.println(a);
        Console.OUT.println(i);
        var n:Int = 0n;
        n++;
        n++;
        --n;
        Console.OUT.println(n);
        var m:Int = Int.MAX_VALUE;
        m++;
        Console.OUT.println(m);
        var count:Long = 0;
        var j:Long = 10;
        while (j-- > 0) count++;
        Console.OUT.println(count + " " + j);
    }
}
