public class Conditional {
    static def sign(x:Long):String = x > 0 ? "positive" : x < 0 ? "negative" : "zero";

    static def max3(a:Long, b:Long, c:Long):Long {
        return a > b ? (a > c ? a : c) : (b > c ? b : c);
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(sign(5));
        Console.OUT.println(sign(-3));
        Console.OUT.println(sign(0));
        Console.OUT.println(max3(1, 9, 4));
        Console.OUT.println(max3(7, 2, 3));
        Console.OUT.println(max3(1, 2, 8));
        val n = 17;
        val parity = (n % 2 == 0) ? "even" : "odd";
        Console.OUT.println(n + " is " + parity);
        val d = n > 10 ? 1.5 : 2.5;
        Console.OUT.println(d);
        val flag = n > 100 ? true : false;
        Console.OUT.println(flag);
        var abs:Long = -42;
        abs = abs < 0 ? -abs : abs;
        Console.OUT.println(abs);
    }
}
