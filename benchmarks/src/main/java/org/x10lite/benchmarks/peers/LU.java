package org.x10lite.benchmarks.peers;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;

/**
 * Peers of programs/LU.x10: recursive blocked LU decomposition without pivoting (after
 * Cilk-5.4.6 lu.c), blocks of 16 x 16, of a diagonally dominant n x n matrix; n must be
 * 16 times a power of two. Checksum (sum of the decomposed matrix * 1e6).
 *
 * <p>The recursion is written once. Where the X10 version starts asyncs, it calls
 * {@link #together}: the sequential peer runs the parts one after the other (the serial
 * elision, in the same order), the fork/join peer forks them with {@code invokeAll}. One
 * copy keeps the six mutually recursive steps identical in both peers; the lambdas cost
 * little beside the 16 x 16 x 16 block operations at the leaves.
 */
public final class LU {
    static final int BLOCK = 16;

    private final int n;
    private final double[] m;
    private final boolean parallel;

    private LU(int n, boolean parallel) {
        this.n = n;
        this.parallel = parallel;
        this.m = new double[n * n];
        long seed = 99;
        for (int k = 0; k < m.length; k++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            m[k] = (double) (seed >>> 11) / 9007199254740992.0;
        }
        for (int i = 0; i < n; i++) {
            m[i * n + i] += n;   // diagonally dominant: no pivoting needed
        }
    }

    static int checkedSize(long size) {
        long nb = size / BLOCK;
        if (size < BLOCK || size % BLOCK != 0 || Long.bitCount(nb) != 1) {
            throw new IllegalArgumentException(
                    "LU: size must be " + BLOCK + " times a power of two, not " + size);
        }
        return (int) size;
    }

    public static long sequential(long size) {
        LU lu = new LU(checkedSize(size), false);
        lu.lu(0, 0, lu.n / BLOCK);
        return lu.checksum();
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        LU lu = new LU(checkedSize(size), true);
        pool.invoke(new RecursiveAction() {
            @Override
            protected void compute() {
                lu.lu(0, 0, lu.n / BLOCK);
            }
        });
        return lu.checksum();
    }

    private long checksum() {
        double sum = 0.0;
        for (double v : m) {
            sum += v;
        }
        return (long) (sum * 1e6);
    }

    /** Runs the parts in parallel (fork/join peer) or in order (sequential peer). */
    private void together(Runnable... parts) {
        if (parallel) {
            ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[parts.length];
            for (int i = 0; i < parts.length; i++) {
                tasks[i] = ForkJoinTask.adapt(parts[i]);
            }
            ForkJoinTask.invokeAll(tasks);
        } else {
            for (Runnable part : parts) {
                part.run();
            }
        }
    }

    // A block is named by the row and column of its top-left element; nb = size in blocks.

    private void lu(int r, int c, int nb) {
        if (nb == 1) {
            blockLU(r, c);
            return;
        }
        int h = nb / 2;
        int hs = h * BLOCK;
        lu(r, c, h);
        together(() -> lowerSolve(r, c + hs, r, c, h), () -> upperSolve(r + hs, c, r, c, h));
        schur(r + hs, c + hs, r + hs, c, r, c + hs, h);
        lu(r + hs, c + hs, h);
    }

    /** M -= V W: the products with the left half of V, then those with its right half. */
    private void schur(int mr, int mc, int vr, int vc, int wr, int wc, int nb) {
        if (nb == 1) {
            blockSchur(mr, mc, vr, vc, wr, wc);
            return;
        }
        int h = nb / 2;
        int hs = h * BLOCK;
        together(() -> schur(mr, mc, vr, vc, wr, wc, h),
                () -> schur(mr, mc + hs, vr, vc, wr, wc + hs, h),
                () -> schur(mr + hs, mc, vr + hs, vc, wr, wc, h),
                () -> schur(mr + hs, mc + hs, vr + hs, vc, wr, wc + hs, h));
        together(() -> schur(mr, mc, vr, vc + hs, wr + hs, wc, h),
                () -> schur(mr, mc + hs, vr, vc + hs, wr + hs, wc + hs, h),
                () -> schur(mr + hs, mc, vr + hs, vc + hs, wr + hs, wc, h),
                () -> schur(mr + hs, mc + hs, vr + hs, vc + hs, wr + hs, wc + hs, h));
    }

    /** M := L^-1 M, L unit lower triangular: the two block columns of M in parallel. */
    private void lowerSolve(int mr, int mc, int lr, int lc, int nb) {
        if (nb == 1) {
            blockLowerSolve(mr, mc, lr, lc);
            return;
        }
        int h = nb / 2;
        int hs = h * BLOCK;
        together(() -> auxLowerSolve(mr, mc, lr, lc, h), () -> auxLowerSolve(mr, mc + hs, lr, lc, h));
    }

    private void auxLowerSolve(int mr, int mc, int lr, int lc, int h) {
        int hs = h * BLOCK;
        lowerSolve(mr, mc, lr, lc, h);                    // Ma := L00^-1 Ma
        schur(mr + hs, mc, lr + hs, lc, mr, mc, h);       // Mb -= L10 Ma
        lowerSolve(mr + hs, mc, lr + hs, lc + hs, h);     // Mb := L11^-1 Mb
    }

    /** M := M U^-1, U upper triangular: the two block rows of M in parallel. */
    private void upperSolve(int mr, int mc, int ur, int uc, int nb) {
        if (nb == 1) {
            blockUpperSolve(mr, mc, ur, uc);
            return;
        }
        int h = nb / 2;
        int hs = h * BLOCK;
        together(() -> auxUpperSolve(mr, mc, ur, uc, h), () -> auxUpperSolve(mr + hs, mc, ur, uc, h));
    }

    private void auxUpperSolve(int mr, int mc, int ur, int uc, int h) {
        int hs = h * BLOCK;
        upperSolve(mr, mc, ur, uc, h);                    // Ma := Ma U00^-1
        schur(mr, mc + hs, mr, mc, ur, uc + hs, h);       // Mb -= Ma U01
        upperSolve(mr, mc + hs, ur + hs, uc + hs, h);     // Mb := Mb U11^-1
    }

    private void blockLU(int r, int c) {
        for (int k = 0; k < BLOCK; k++) {
            double pivot = m[(r + k) * n + c + k];
            for (int i = k + 1; i < BLOCK; i++) {
                double l = m[(r + i) * n + c + k] / pivot;
                m[(r + i) * n + c + k] = l;
                for (int j = k + 1; j < BLOCK; j++) {
                    m[(r + i) * n + c + j] -= l * m[(r + k) * n + c + j];
                }
            }
        }
    }

    private void blockSchur(int mr, int mc, int vr, int vc, int wr, int wc) {
        for (int i = 0; i < BLOCK; i++) {
            for (int k = 0; k < BLOCK; k++) {
                double v = m[(vr + i) * n + vc + k];
                for (int j = 0; j < BLOCK; j++) {
                    m[(mr + i) * n + mc + j] -= v * m[(wr + k) * n + wc + j];
                }
            }
        }
    }

    private void blockLowerSolve(int mr, int mc, int lr, int lc) {
        for (int i = 1; i < BLOCK; i++) {
            for (int k = 0; k < i; k++) {
                double l = m[(lr + i) * n + lc + k];
                for (int j = 0; j < BLOCK; j++) {
                    m[(mr + i) * n + mc + j] -= l * m[(mr + k) * n + mc + j];
                }
            }
        }
    }

    private void blockUpperSolve(int mr, int mc, int ur, int uc) {
        for (int i = 0; i < BLOCK; i++) {
            for (int k = 0; k < BLOCK; k++) {
                double x = m[(mr + i) * n + mc + k] / m[(ur + k) * n + uc + k];
                m[(mr + i) * n + mc + k] = x;
                for (int j = k + 1; j < BLOCK; j++) {
                    m[(mr + i) * n + mc + j] -= x * m[(ur + k) * n + uc + j];
                }
            }
        }
    }
}
