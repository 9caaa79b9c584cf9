// SOR: successive over-relaxation on a size x size mesh of doubles, red-black by rows as
// in the parallel Java Grande SOR (SLAW: 2000 x 2000; JGF: 100 iterations, omega 1.25).
// Each iteration is two sequential phases, one over the odd interior rows and one over
// the even ones; a phase is a finish with one async per row. A row only reads rows of
// the other colour, and runs left to right, so the result does not depend on the
// schedule. No cut-off (one async per row, as in the X10/HJ port of JGF SOR).
// Checksum: (sum of the final mesh * 1e6) as Long, summed sequentially at the end.
public class SOR {
    static val ITERATIONS = 100;
    static val OMEGA = 1.25;

    public static def run(size:Long):Long {
        val n = size;
        val g = new Rail[Double](n * n);
        var seed:Long = 31337;
        for (k in 0..(n * n - 1)) {
            seed = seed * 6364136223846793005 + 1442695040888963407;
            g(k) = (seed >>> 11) as Double / 9007199254740992.0;   // in [0, 1)
        }
        val omegaOverFour = OMEGA * 0.25;
        val oneMinusOmega = 1.0 - OMEGA;
        val rowsPerPhase = (n - 1) / 2;   // rows 1, 3, 5, ... or 2, 4, 6, ... below n - 1
        for (phase in 0..(2 * ITERATIONS - 1)) {
            val first = 1 + phase % 2;
            finish for (r in 0..(rowsPerPhase - 1)) {
                val i = first + 2 * r;
                if (i < n - 1) async {
                    for (j in 1..(n - 2)) {
                        val k = i * n + j;
                        g(k) = omegaOverFour * (g(k - n) + g(k + n) + g(k - 1) + g(k + 1))
                            + oneMinusOmega * g(k);
                    }
                }
            }
        }
        var sum:Double = 0.0;
        for (v in g) sum += v;
        return (sum * 1e6) as Long;
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 64;
        Console.OUT.println("SOR(" + size + ") = " + run(size));
    }
}
