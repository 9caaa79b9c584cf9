package org.x10lite.benchmarks.peers;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Peers of programs/Matmul.x10: C = A * B for n x n matrices of doubles. The fork/join
 * peer halves the longest side of the (i, j, k) space as the X10 version does (i or j
 * halves in parallel, k halves in order) down to blocks with all sides at most 64, each
 * multiplied by the same i-k-j loop; the sequential peer is the same recursion with plain
 * calls (the serial elision), which keeps the blocking's cache behaviour. Either way every
 * C(i,j) sums its products in increasing k, so all three get the same bits.
 * Checksum (sum of C * 1e6).
 */
public final class Matmul {
    static final int THRESHOLD = 64;

    private Matmul() {
    }

    /** A and B from the X10 program's LCG (interleaved), values in [0, 1). */
    static double[][] inputs(int n) {
        double[] a = new double[n * n];
        double[] b = new double[n * n];
        long seed = 4242;
        for (int k = 0; k < n * n; k++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            a[k] = (double) (seed >>> 11) / 9007199254740992.0;
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            b[k] = (double) (seed >>> 11) / 9007199254740992.0;
        }
        return new double[][] {a, b};
    }

    static void multiplyBlock(double[] a, double[] b, double[] c, int n,
                              int i0, int i1, int j0, int j1, int k0, int k1) {
        for (int i = i0; i < i1; i++) {
            for (int k = k0; k < k1; k++) {
                double aik = a[i * n + k];
                for (int j = j0; j < j1; j++) {
                    c[i * n + j] += aik * b[k * n + j];
                }
            }
        }
    }

    static void multiply(double[] a, double[] b, double[] c, int n,
                         int i0, int i1, int j0, int j1, int k0, int k1) {
        int di = i1 - i0;
        int dj = j1 - j0;
        int dk = k1 - k0;
        if (di <= THRESHOLD && dj <= THRESHOLD && dk <= THRESHOLD) {
            multiplyBlock(a, b, c, n, i0, i1, j0, j1, k0, k1);
        } else if (di >= dj && di >= dk) {
            int im = i0 + di / 2;
            multiply(a, b, c, n, i0, im, j0, j1, k0, k1);
            multiply(a, b, c, n, im, i1, j0, j1, k0, k1);
        } else if (dj >= dk) {
            int jm = j0 + dj / 2;
            multiply(a, b, c, n, i0, i1, j0, jm, k0, k1);
            multiply(a, b, c, n, i0, i1, jm, j1, k0, k1);
        } else {
            int km = k0 + dk / 2;
            multiply(a, b, c, n, i0, i1, j0, j1, k0, km);
            multiply(a, b, c, n, i0, i1, j0, j1, km, k1);
        }
    }

    static long checksum(double[] c) {
        double sum = 0.0;
        for (double v : c) {
            sum += v;
        }
        return (long) (sum * 1e6);
    }

    public static long sequential(long size) {
        int n = (int) size;
        double[][] in = inputs(n);
        double[] c = new double[n * n];
        multiply(in[0], in[1], c, n, 0, n, 0, n, 0, n);
        return checksum(c);
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        int n = (int) size;
        double[][] in = inputs(n);
        double[] c = new double[n * n];
        pool.invoke(new Multiply(in[0], in[1], c, n, 0, n, 0, n, 0, n));
        return checksum(c);
    }

    /** C[i0,i1) x [j0,j1) += A[i0,i1) x [k0,k1) * B[k0,k1) x [j0,j1). */
    private static final class Multiply extends RecursiveAction {
        private final double[] a;
        private final double[] b;
        private final double[] c;
        private final int n;
        private final int i0;
        private final int i1;
        private final int j0;
        private final int j1;
        private final int k0;
        private final int k1;

        Multiply(double[] a, double[] b, double[] c, int n,
                 int i0, int i1, int j0, int j1, int k0, int k1) {
            this.a = a;
            this.b = b;
            this.c = c;
            this.n = n;
            this.i0 = i0;
            this.i1 = i1;
            this.j0 = j0;
            this.j1 = j1;
            this.k0 = k0;
            this.k1 = k1;
        }

        @Override
        protected void compute() {
            int di = i1 - i0;
            int dj = j1 - j0;
            int dk = k1 - k0;
            if (di <= THRESHOLD && dj <= THRESHOLD && dk <= THRESHOLD) {
                multiplyBlock(a, b, c, n, i0, i1, j0, j1, k0, k1);
            } else if (di >= dj && di >= dk) {
                int im = i0 + di / 2;
                invokeAll(part(i0, im, j0, j1, k0, k1), part(im, i1, j0, j1, k0, k1));
            } else if (dj >= dk) {
                int jm = j0 + dj / 2;
                invokeAll(part(i0, i1, j0, jm, k0, k1), part(i0, i1, jm, j1, k0, k1));
            } else {
                // both halves of k add into the same block of C: one after the other
                int km = k0 + dk / 2;
                part(i0, i1, j0, j1, k0, km).compute();
                part(i0, i1, j0, j1, km, k1).compute();
            }
        }

        private Multiply part(int i0, int i1, int j0, int j1, int k0, int k1) {
            return new Multiply(a, b, c, n, i0, i1, j0, j1, k0, k1);
        }
    }
}
