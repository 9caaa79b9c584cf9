public class Fib {
    public static def fib(n:Long):Long {
        if (n < 2) return n;
        val f1:Long;
        val f2:Long;
        finish {
            async f1 = fib(n - 1);
            f2 = fib(n - 2);
        }
        return f1 + f2;
    }
    public static def main(args:Rail[String]) {
        val n = args.size > 0 ? Long.parse(args(0)) : 35;
        Console.OUT.println("fib(" + n + ") = " + fib(n));
    }
}
