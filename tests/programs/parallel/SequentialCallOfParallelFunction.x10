public class SequentialCallOfParallelFunction {
    // a function that is internally parallel
    static def sumOfSquares(lo:Long, hi:Long):Long {
        val parts = new Rail[Long](hi - lo + 1);
        finish for (i in lo..hi) async parts(i - lo) = i * i;
        var s:Long = 0;
        for (p in parts) s += p;
        return s;
    }

    public static def main(args:Rail[String]) {
        // called sequentially
        Console.OUT.println(sumOfSquares(1, 10));
        Console.OUT.println(sumOfSquares(5, 5));
        // called from inside asyncs
        val results = new Rail[Long](4);
        finish {
            for (k in 0..3) async results(k) = sumOfSquares(1, (k + 1) * 10);
        }
        for (r in results) Console.OUT.print(r + " ");
        Console.OUT.println();
        // called from a closure, itself run in an async
        val f = (n:Long) => sumOfSquares(1, n);
        val v:Long;
        finish async v = f(100);
        Console.OUT.println(v);
    }
}
