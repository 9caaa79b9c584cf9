// Matmul: C = A * B for size x size matrices of doubles (the seeds' Matmul; paper size 1024).
// Divide and conquer over the (i, j, k) iteration space, always halving its longest side:
// halves of i or j write disjoint parts of C, so one of them runs in an async; the two
// halves of k add into the same part of C, so they run one after the other (lower k
// first). Blocks with every side at most THRESHOLD are multiplied sequentially: a cut-off,
// as in SLAW's recursive Matmul (after Cilk++, threshold 64).
// Every C(i,j) thus accumulates its products in increasing k, whatever the schedule.
// Checksum: (sum of C * 1e6) as Long, summed sequentially at the end.
public class Matmul {
    static val THRESHOLD = 64;

    val n:Long;
    val a:Rail[Double];
    val b:Rail[Double];
    val c:Rail[Double];

    def this(n:Long) {
        this.n = n;
        var seed:Long = 4242;
        val a = new Rail[Double](n * n);
        val b = new Rail[Double](n * n);
        for (k in 0..(n * n - 1)) {
            seed = seed * 6364136223846793005 + 1442695040888963407;
            a(k) = (seed >>> 11) as Double / 9007199254740992.0;   // in [0, 1)
            seed = seed * 6364136223846793005 + 1442695040888963407;
            b(k) = (seed >>> 11) as Double / 9007199254740992.0;
        }
        this.a = a;
        this.b = b;
        this.c = new Rail[Double](n * n);
    }

    // C[i0,i1) x [j0,j1) += A[i0,i1) x [k0,k1) * B[k0,k1) x [j0,j1)
    def multiply(i0:Long, i1:Long, j0:Long, j1:Long, k0:Long, k1:Long):void {
        val di = i1 - i0;
        val dj = j1 - j0;
        val dk = k1 - k0;
        if (di <= THRESHOLD && dj <= THRESHOLD && dk <= THRESHOLD) {
            for (i in i0..(i1 - 1)) {
                for (k in k0..(k1 - 1)) {
                    val aik = a(i * n + k);
                    for (j in j0..(j1 - 1)) {
                        c(i * n + j) += aik * b(k * n + j);
                    }
                }
            }
        } else if (di >= dj && di >= dk) {
            val im = i0 + di / 2;
            finish {
                async multiply(i0, im, j0, j1, k0, k1);
                multiply(im, i1, j0, j1, k0, k1);
            }
        } else if (dj >= dk) {
            val jm = j0 + dj / 2;
            finish {
                async multiply(i0, i1, j0, jm, k0, k1);
                multiply(i0, i1, jm, j1, k0, k1);
            }
        } else {
            val km = k0 + dk / 2;
            multiply(i0, i1, j0, j1, k0, km);
            multiply(i0, i1, j0, j1, km, k1);
        }
    }

    public static def run(size:Long):Long {
        val m = new Matmul(size);
        m.multiply(0, size, 0, size, 0, size);
        var sum:Double = 0.0;
        for (v in m.c) sum += v;
        return (sum * 1e6) as Long;
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 64;
        Console.OUT.println("Matmul(" + size + ") = " + run(size));
    }
}
