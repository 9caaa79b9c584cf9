// LU: in-place LU decomposition, without pivoting, of a size x size diagonally dominant
// matrix of doubles (the seeds' LU, after Cilk-5.4.6 lu.c: paper size 1024, blocks of 16).
// The matrix is split recursively into quadrants down to BLOCK x BLOCK blocks, which are
// handled sequentially: the block size is the seeds' granularity cut-off. size must be
// BLOCK times a power of two. Afterwards the strict lower triangle holds L (unit diagonal)
// and the upper triangle holds U.
//   lu(M):           lu(M00); M01 := L00^-1 M01 || M10 := M10 U00^-1;
//                    M11 -= M10 M01; lu(M11)
//   schur(M, V, W):  M -= V W, in two rounds of four parallel quadrant products
//   lowerSolve(M,L): M := L^-1 M, the two block columns of M in parallel
//   upperSolve(M,U): M := M U^-1, the two block rows of M in parallel
// Every element sees the same updates in the same order whatever the schedule.
// Checksum: (sum of the decomposed matrix * 1e6) as Long, summed sequentially at the end.
// A block is named by the row and column of its top-left element; nb = its size in blocks.
public class LU {
    static val BLOCK = 16;

    val n:Long;
    val m:Rail[Double];

    def this(n:Long) {
        this.n = n;
        val m = new Rail[Double](n * n);
        var seed:Long = 99;
        for (k in 0..(n * n - 1)) {
            seed = seed * 6364136223846793005 + 1442695040888963407;
            m(k) = (seed >>> 11) as Double / 9007199254740992.0;   // in [0, 1)
        }
        for (i in 0..(n - 1)) m(i * n + i) += n as Double;   // no pivoting needed
        this.m = m;
    }

    def lu(r:Long, c:Long, nb:Long):void {
        if (nb == 1) {
            blockLU(r, c);
            return;
        }
        val h = nb / 2;
        val hs = h * BLOCK;
        lu(r, c, h);
        finish {
            async lowerSolve(r, c + hs, r, c, h);
            upperSolve(r + hs, c, r, c, h);
        }
        schur(r + hs, c + hs, r + hs, c, r, c + hs, h);
        lu(r + hs, c + hs, h);
    }

    // M -= V W
    def schur(mr:Long, mc:Long, vr:Long, vc:Long, wr:Long, wc:Long, nb:Long):void {
        if (nb == 1) {
            blockSchur(mr, mc, vr, vc, wr, wc);
            return;
        }
        val hs = nb / 2 * BLOCK;
        val h = nb / 2;
        // first the products with the left half of V, then with its right half
        finish {
            async schur(mr, mc, vr, vc, wr, wc, h);
            async schur(mr, mc + hs, vr, vc, wr, wc + hs, h);
            async schur(mr + hs, mc, vr + hs, vc, wr, wc, h);
            schur(mr + hs, mc + hs, vr + hs, vc, wr, wc + hs, h);
        }
        finish {
            async schur(mr, mc, vr, vc + hs, wr + hs, wc, h);
            async schur(mr, mc + hs, vr, vc + hs, wr + hs, wc + hs, h);
            async schur(mr + hs, mc, vr + hs, vc + hs, wr + hs, wc, h);
            schur(mr + hs, mc + hs, vr + hs, vc + hs, wr + hs, wc + hs, h);
        }
    }

    // M := L^-1 M, L unit lower triangular
    def lowerSolve(mr:Long, mc:Long, lr:Long, lc:Long, nb:Long):void {
        if (nb == 1) {
            blockLowerSolve(mr, mc, lr, lc);
            return;
        }
        val h = nb / 2;
        val hs = h * BLOCK;
        finish {
            async auxLowerSolve(mr, mc, lr, lc, h);
            auxLowerSolve(mr, mc + hs, lr, lc, h);
        }
    }

    // one block column [Ma; Mb] of M, Ma at (mr, mc), Mb right below it
    def auxLowerSolve(mr:Long, mc:Long, lr:Long, lc:Long, h:Long):void {
        val hs = h * BLOCK;
        lowerSolve(mr, mc, lr, lc, h);                       // Ma := L00^-1 Ma
        schur(mr + hs, mc, lr + hs, lc, mr, mc, h);          // Mb -= L10 Ma
        lowerSolve(mr + hs, mc, lr + hs, lc + hs, h);        // Mb := L11^-1 Mb
    }

    // M := M U^-1, U upper triangular
    def upperSolve(mr:Long, mc:Long, ur:Long, uc:Long, nb:Long):void {
        if (nb == 1) {
            blockUpperSolve(mr, mc, ur, uc);
            return;
        }
        val h = nb / 2;
        val hs = h * BLOCK;
        finish {
            async auxUpperSolve(mr, mc, ur, uc, h);
            auxUpperSolve(mr + hs, mc, ur, uc, h);
        }
    }

    // one block row [Ma Mb] of M, Ma at (mr, mc), Mb right of it
    def auxUpperSolve(mr:Long, mc:Long, ur:Long, uc:Long, h:Long):void {
        val hs = h * BLOCK;
        upperSolve(mr, mc, ur, uc, h);                       // Ma := Ma U00^-1
        schur(mr, mc + hs, mr, mc, ur, uc + hs, h);          // Mb -= Ma U01
        upperSolve(mr, mc + hs, ur + hs, uc + hs, h);        // Mb := Mb U11^-1
    }

    def blockLU(r:Long, c:Long):void {
        for (k in 0..(BLOCK - 1)) {
            val pivot = m((r + k) * n + c + k);
            for (i in (k + 1)..(BLOCK - 1)) {
                val l = m((r + i) * n + c + k) / pivot;
                m((r + i) * n + c + k) = l;
                for (j in (k + 1)..(BLOCK - 1)) {
                    m((r + i) * n + c + j) -= l * m((r + k) * n + c + j);
                }
            }
        }
    }

    def blockSchur(mr:Long, mc:Long, vr:Long, vc:Long, wr:Long, wc:Long):void {
        for (i in 0..(BLOCK - 1)) {
            for (k in 0..(BLOCK - 1)) {
                val v = m((vr + i) * n + vc + k);
                for (j in 0..(BLOCK - 1)) {
                    m((mr + i) * n + mc + j) -= v * m((wr + k) * n + wc + j);
                }
            }
        }
    }

    def blockLowerSolve(mr:Long, mc:Long, lr:Long, lc:Long):void {
        for (i in 1..(BLOCK - 1)) {
            for (k in 0..(i - 1)) {
                val l = m((lr + i) * n + lc + k);
                for (j in 0..(BLOCK - 1)) {
                    m((mr + i) * n + mc + j) -= l * m((mr + k) * n + mc + j);
                }
            }
        }
    }

    def blockUpperSolve(mr:Long, mc:Long, ur:Long, uc:Long):void {
        for (i in 0..(BLOCK - 1)) {
            for (k in 0..(BLOCK - 1)) {
                val x = m((mr + i) * n + mc + k) / m((ur + k) * n + uc + k);
                m((mr + i) * n + mc + k) = x;
                for (j in (k + 1)..(BLOCK - 1)) {
                    m((mr + i) * n + mc + j) -= x * m((ur + k) * n + uc + j);
                }
            }
        }
    }

    public static def run(size:Long):Long {
        var nb:Long = size / BLOCK;
        while (nb % 2 == 0) nb = nb / 2;
        if (size < BLOCK || size % BLOCK != 0 || nb != 1) {
            throw new Exception("LU: size must be " + BLOCK + " times a power of two, not " + size);
        }
        val lu = new LU(size);
        lu.lu(0, 0, size / BLOCK);
        var sum:Double = 0.0;
        for (v in lu.m) sum += v;
        return (sum * 1e6) as Long;
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 64;
        Console.OUT.println("LU(" + size + ") = " + run(size));
    }
}
