/**
 * The training run of the x10lite image's ahead-of-time cache (tools/build-image): a little of
 * everything a program does at start-up and in its first second, so that the classes it loads
 * and the profiles of the code it runs (the interpreter's, the scheduler's, the Graal compiler's
 * own) are in the cache. Run with two workers, so that steals, loop splits and hand-overs happen.
 */
public class Training {
    static def fib(n:Long):Long {
        if (n < 2) return n;
        val a:Long;
        val b:Long;
        finish {
            async a = fib(n - 1);
            b = fib(n - 2);
        }
        return a + b;
    }

    static def sweeps(n:Long, rounds:Long):Double {
        val g = new Rail[Double](n, (i:Long) => (i % 7) as Double);
        for (round in 1..rounds) {
            finish for (i in 1..(n - 2)) async {
                g(i) = (g(i - 1) + g(i) + g(i + 1)) / 3.0;
            }
        }
        var s:Double = 0.0;
        for (x in g) s += x;
        return s;
    }

    public static def main(args:Rail[String]) {
        val n = args.size > 0 ? Long.parse(args(0)) : 32;
        Console.OUT.println("fib(" + n + ") = " + fib(n));
        Console.OUT.println("sweeps " + sweeps(20000, 60));
        var text:String = "";
        for (i in 0..9) text = text + i;
        Console.OUT.println(text + " " + text.length() + " " + Math.sqrt(2.0));
    }
}
