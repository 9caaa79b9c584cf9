/** Sequential Java beside x10lite's start-up runs (benchmarks/startup): fib(n), the whole process timed. */
public class Fib {
    static long fib(long n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 30;
        System.out.println("fib(" + n + ") = " + fib(n));
    }
}
