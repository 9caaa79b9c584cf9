public class NumericLimits {
    public static def main(args:Rail[String]) {
        Console.OUT.println(Long.MAX_VALUE);
        Console.OUT.println(Long.MIN_VALUE);
        Console.OUT.println(Int.MAX_VALUE);
        Console.OUT.println(Int.MIN_VALUE);
        Console.OUT.println(Long.MAX_VALUE + Long.MIN_VALUE);
        Console.OUT.println(Int.MAX_VALUE as Long + 1);
        Console.OUT.println(Long.MIN_VALUE - 1 == Long.MAX_VALUE);
        Console.OUT.println(Int.MIN_VALUE - 1n == Int.MAX_VALUE);
        Console.OUT.println(-Long.MIN_VALUE);
        Console.OUT.println(Math.abs(Int.MIN_VALUE));
    }
}
