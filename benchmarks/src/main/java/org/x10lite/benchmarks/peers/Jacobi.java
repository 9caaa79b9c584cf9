package org.x10lite.benchmarks.peers;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

/**
 * Peers of programs/Jacobi.x10: 100 steps of four-neighbour averaging on an n x n mesh,
 * each step relaxing mesh a into mesh b by halving the interior along its longer side down
 * to leaf blocks of at most 64 x 64 cells (the X10 version's cut-off), the fork/join peer
 * forking one half and the sequential peer calling both (the serial elision). Checksum (sum of the final mesh * 1e6) + (last largest change * 1e12).
 */
public final class Jacobi {
    static final int STEPS = 100;
    static final int LEAF = 64 * 64;

    private Jacobi() {
    }

    /** The initial mesh: the X10 program's LCG, values in [0, 1). */
    static double[] initialMesh(int n) {
        double[] a = new double[n * n];
        long seed = 12345;
        for (int k = 0; k < a.length; k++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            a[k] = (double) (seed >>> 11) / 9007199254740992.0;
        }
        return a;
    }

    static long checksum(double[] mesh, double lastDiff) {
        double sum = 0.0;
        for (double v : mesh) {
            sum += v;
        }
        return (long) (sum * 1e6) + (long) (lastDiff * 1e12);
    }

    /** Relaxes rows [lr, hr) x columns [lc, hc) of a into b; the largest |b - a| there. */
    static double relaxLeaf(double[] a, double[] b, int n, int lr, int hr, int lc, int hc) {
        double md = 0.0;
        for (int i = lr; i < hr; i++) {
            for (int j = lc; j < hc; j++) {
                int k = i * n + j;
                double v = 0.25 * (a[k - n] + a[k + n] + a[k - 1] + a[k + 1]);
                b[k] = v;
                md = Math.max(md, Math.abs(v - a[k]));
            }
        }
        return md;
    }

    static double relax(double[] a, double[] b, int n, int lr, int hr, int lc, int hc) {
        int rows = hr - lr;
        int cols = hc - lc;
        if ((long) rows * cols <= LEAF) {
            return relaxLeaf(a, b, n, lr, hr, lc, hc);
        }
        if (rows >= cols) {
            int mr = lr + rows / 2;
            return Math.max(relax(a, b, n, lr, mr, lc, hc), relax(a, b, n, mr, hr, lc, hc));
        }
        int mc = lc + cols / 2;
        return Math.max(relax(a, b, n, lr, hr, lc, mc), relax(a, b, n, lr, hr, mc, hc));
    }

    public static long sequential(long size) {
        int n = (int) size;
        double[] from = initialMesh(n);
        double[] to = from.clone();
        double diff = 0.0;
        for (int step = 0; step < STEPS; step++) {
            diff = relax(from, to, n, 1, n - 1, 1, n - 1);
            double[] t = from;
            from = to;
            to = t;
        }
        return checksum(from, diff);
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        return pool.invoke(new RecursiveTask<Long>() {
            @Override
            protected Long compute() {
                int n = (int) size;
                double[] from = initialMesh(n);
                double[] to = from.clone();
                double diff = 0.0;
                for (int step = 0; step < STEPS; step++) {
                    diff = new Relax(from, to, n, 1, n - 1, 1, n - 1).invoke();
                    double[] t = from;
                    from = to;
                    to = t;
                }
                return checksum(from, diff);
            }
        });
    }

    /** One step over a block, split in two along its longer side down to LEAF cells. */
    private static final class Relax extends RecursiveTask<Double> {
        private final double[] a;
        private final double[] b;
        private final int n;
        private final int lr;
        private final int hr;
        private final int lc;
        private final int hc;

        Relax(double[] a, double[] b, int n, int lr, int hr, int lc, int hc) {
            this.a = a;
            this.b = b;
            this.n = n;
            this.lr = lr;
            this.hr = hr;
            this.lc = lc;
            this.hc = hc;
        }

        @Override
        protected Double compute() {
            int rows = hr - lr;
            int cols = hc - lc;
            if ((long) rows * cols <= LEAF) {
                return relaxLeaf(a, b, n, lr, hr, lc, hc);
            }
            Relax first;
            Relax second;
            if (rows >= cols) {
                int mr = lr + rows / 2;
                first = new Relax(a, b, n, lr, mr, lc, hc);
                second = new Relax(a, b, n, mr, hr, lc, hc);
            } else {
                int mc = lc + cols / 2;
                first = new Relax(a, b, n, lr, hr, lc, mc);
                second = new Relax(a, b, n, lr, hr, mc, hc);
            }
            first.fork();
            double d2 = second.compute();
            return Math.max(first.join(), d2);
        }
    }
}
