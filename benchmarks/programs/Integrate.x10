// Integrate: area under f(x) = x^3 + x on [0, size] by recursive adaptive trapezoid
// quadrature (the seeds' Integrate, after the Java fork/join sample: paper size 10000).
// Every refinement evaluates its right half in an async and its left half in place; the
// recursion stops where the two-trapezoid estimate agrees with the one-trapezoid estimate
// to within EPSILON. No sequential cut-off (the seeds' version has none).
// Checksum: (area * 1000) as Long (so size at most about 13000, where it nears
// Long.MAX_VALUE). The area is built as left + right on the way up, so its rounding does
// not depend on the schedule.
public class Integrate {
    static val EPSILON = 1.0e-9;

    static def f(x:Double):Double = (x * x + 1.0) * x;

    // area of [l, r]; fl = f(l), fr = f(r), a = the caller's estimate for [l, r]
    static def recEval(l:Double, r:Double, fl:Double, fr:Double, a:Double):Double {
        val h = (r - l) * 0.5;
        val c = l + h;
        val fc = f(c);
        val hh = h * 0.5;
        val al = (fl + fc) * hh;
        val ar = (fr + fc) * hh;
        val alr = al + ar;
        if (Math.abs(alr - a) <= EPSILON) return alr;
        val right:Double;
        val left:Double;
        finish {
            async right = recEval(c, r, fc, fr, ar);
            left = recEval(l, c, fl, fc, al);
        }
        return left + right;
    }

    public static def area(lo:Double, hi:Double):Double =
        recEval(lo, hi, f(lo), f(hi), 0.0);

    public static def run(size:Long):Long {
        return (area(0.0, size as Double) * 1000.0) as Long;
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 100;
        Console.OUT.println("Integrate(" + size + ") = " + run(size));
    }
}
