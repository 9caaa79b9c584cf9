// Jacobi: iterative mesh relaxation with a barrier per step (the seeds' Jacobi, after the
// Java fork/join sample; paper size 1024, i.e. 100 steps on a 1024 x 1024 mesh).
// Each step replaces every interior cell by the average of its four neighbours, reading
// mesh a and writing mesh b (then the roles swap); the boundary never changes. A step
// halves the interior block along its longer side, one half in an async, down to leaf
// blocks of at most LEAF cells: a sequential cut-off, as in the fork/join sample (64 x 64).
// Each step's finish is the barrier; it also yields the largest change of any cell.
// Checksum: (sum of the final mesh * 1e6) as Long + (last step's largest change * 1e12)
// as Long, the sum taken sequentially at the end so it does not depend on the schedule
// (a maximum is exact, so the parallel one is fine).
public class Jacobi {
    static val STEPS = 100;
    static val LEAF = 64 * 64;

    val n:Long;   // the mesh is n x n, row-major

    def this(n:Long) {
        this.n = n;
    }

    // relax rows [lr, hr) x columns [lc, hc) of a into b; the largest |b - a| there
    def relax(a:Rail[Double], b:Rail[Double], lr:Long, hr:Long, lc:Long, hc:Long):Double {
        val rows = hr - lr;
        val cols = hc - lc;
        if (rows * cols <= LEAF) {
            var md:Double = 0.0;
            for (i in lr..(hr - 1)) {
                for (j in lc..(hc - 1)) {
                    val k = i * n + j;
                    val v = 0.25 * (a(k - n) + a(k + n) + a(k - 1) + a(k + 1));
                    b(k) = v;
                    md = Math.max(md, Math.abs(v - a(k)));
                }
            }
            return md;
        }
        val d1:Double;
        val d2:Double;
        if (rows >= cols) {
            val mr = lr + rows / 2;
            finish {
                async d1 = relax(a, b, lr, mr, lc, hc);
                d2 = relax(a, b, mr, hr, lc, hc);
            }
        } else {
            val mc = lc + cols / 2;
            finish {
                async d1 = relax(a, b, lr, hr, lc, mc);
                d2 = relax(a, b, lr, hr, mc, hc);
            }
        }
        return Math.max(d1, d2);
    }

    public static def run(size:Long):Long {
        val n = size;
        val a = new Rail[Double](n * n);
        var seed:Long = 12345;
        for (k in 0..(n * n - 1)) {
            seed = seed * 6364136223846793005 + 1442695040888963407;
            a(k) = (seed >>> 11) as Double / 9007199254740992.0;   // in [0, 1)
        }
        val b = new Rail[Double](a);   // same boundary
        val jacobi = new Jacobi(n);
        var from:Rail[Double] = a;
        var to:Rail[Double] = b;
        var diff:Double = 0.0;
        for (step in 1..STEPS) {
            diff = jacobi.relax(from, to, 1, n - 1, 1, n - 1);
            val t = from;
            from = to;
            to = t;
        }
        var sum:Double = 0.0;
        for (v in from) sum += v;
        return (sum * 1e6) as Long + (diff * 1e12) as Long;
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 64;
        Console.OUT.println("Jacobi(" + size + ") = " + run(size));
    }
}
