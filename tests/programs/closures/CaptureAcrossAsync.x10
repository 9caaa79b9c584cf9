// A val captured by a closure holds its value on every path through the closure, whichever
// path (an async, a branch, a loop, a nested closure) uses it first.
public class CaptureAcrossAsync {
    public static def main(args:Rail[String]) {
        val q = 3;
        // the async escapes the closure and is governed by the caller's finish
        val g = () => { async Console.OUT.println("async sees " + q); return q; };
        var r:Long = 0;
        finish r = g();
        Console.OUT.println("g returned " + r);

        val results = new Rail[Long](4);
        val fill = (k:Long) => {
            for (i in 0..3) async results(i) = q * i + k;
            return q + k;
        };
        var s:Long = 0;
        finish s = fill(10);
        Console.OUT.println(results(0) + " " + results(1) + " " + results(2) + " " + results(3) + " / " + s);

        val verbose = args.size == 0;
        val h = () => {
            if (verbose) Console.OUT.println("branch sees " + q);
            var sum:Long = 0;
            for (i in 1..q) sum += i * q;
            finish async sum += q;
            return sum + q;
        };
        Console.OUT.println(h());

        val nested = () => {
            val inner = (x:Long) => { async Console.OUT.println("inner sees " + q + " and " + x); return q * x; };
            var t:Long = 0;
            finish t = inner(q);
            return t + q;
        };
        Console.OUT.println(nested());
    }
}
