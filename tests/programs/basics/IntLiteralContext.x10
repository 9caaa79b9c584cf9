// An unsuffixed integer literal beside an Int operand is an Int (X10 samples rely on it: 0..(N-1) is an IntRange).
public class IntLiteralContext {
    public static def main(args:Rail[String]) {
        val n:Int = 5n;
        val r = 0..(n - 1);
        var sum:Int = 0n;
        for (i in r) sum += i;
        Console.OUT.println(sum);
        val wrapped = Int.MAX_VALUE + 1;
        Console.OUT.println(wrapped);
        val widened = n + 10000000000;
        Console.OUT.println(widened);
    }
}
