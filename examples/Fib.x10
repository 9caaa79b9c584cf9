/** Recursive Fibonacci with finish/async: the classic divide-and-conquer X10 example. */
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
        val n = args.size > 0 ? Long.parse(args(0)) : 30;
        val start = System.nanoTime();
        val result = fib(n);
        val millis = (System.nanoTime() - start) / 1000000;
        Console.OUT.println("fib(" + n + ") = " + result);
        Console.ERR.println("time: " + millis + " ms");
    }
}
