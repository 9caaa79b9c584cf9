public class DivisionAndRemainder {
    public static def main(args:Rail[String]) {
        Console.OUT.println(7 / 2);
        Console.OUT.println(-7 / 2);
        Console.OUT.println(7 / -2);
        Console.OUT.println(-7 / -2);
        Console.OUT.println(7 % 3);
        Console.OUT.println(-7 % 3);
        Console.OUT.println(7 % -3);
        Console.OUT.println(-7 % -3);
        Console.OUT.println(7n / 2n);
        Console.OUT.println(-7n / 2n);
        Console.OUT.println(-7n % 2n);
        Console.OUT.println(1000000007 % 1000);
        Console.OUT.println(7.0 / 2.0);
        Console.OUT.println(-7.5 % 2.0);
        Console.OUT.println(1.0 / 3.0);
        Console.OUT.println(2.0 / 3.0);
        Console.OUT.println(0.1 + 0.2);
        Console.OUT.println(1.0 / 0.0);
        Console.OUT.println(-1.0 / 0.0);
        Console.OUT.println(1.0f / 3.0f);
        Console.OUT.println(10 - 2 * 3 + 8 / 4 - 9 % 4);
        Console.OUT.println((10 - 2) * (3 + 1));
        Console.OUT.println(-(3 - 10));
    }
}
