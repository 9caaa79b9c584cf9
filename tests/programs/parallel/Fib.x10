public class Fib {
    static def fib(n:Long):Long {
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
        for (i in 0..15) Console.OUT.print(fib(i) + " ");
        Console.OUT.println();
        Console.OUT.println("fib(20) = " + fib(20));
    }
}
