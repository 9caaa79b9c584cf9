package org.x10lite.benchmarks.peers;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Peers of programs/SOR.x10: red-black (by rows) successive over-relaxation on an n x n
 * mesh, 100 iterations, omega 1.25, as in the parallel Java Grande SOR. The fork/join peer
 * forks one task per row of a phase and joins them all before the next phase; the
 * sequential peer runs the rows of each phase in order (the serial elision).
 * Checksum (sum of the final mesh * 1e6).
 */
public final class SOR {
    static final int ITERATIONS = 100;
    static final double OMEGA = 1.25;
    static final double OMEGA_OVER_FOUR = OMEGA * 0.25;
    static final double ONE_MINUS_OMEGA = 1.0 - OMEGA;

    private SOR() {
    }

    /** The initial mesh: the X10 program's LCG, values in [0, 1). */
    static double[] initialMesh(int n) {
        double[] g = new double[n * n];
        long seed = 31337;
        for (int k = 0; k < g.length; k++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            g[k] = (double) (seed >>> 11) / 9007199254740992.0;
        }
        return g;
    }

    static long checksum(double[] g) {
        double sum = 0.0;
        for (double v : g) {
            sum += v;
        }
        return (long) (sum * 1e6);
    }

    /** Over-relaxes interior row i, left to right; reads rows i - 1 and i + 1. */
    static void row(double[] g, int n, int i) {
        for (int j = 1; j < n - 1; j++) {
            int k = i * n + j;
            g[k] = OMEGA_OVER_FOUR * (g[k - n] + g[k + n] + g[k - 1] + g[k + 1])
                    + ONE_MINUS_OMEGA * g[k];
        }
    }

    public static long sequential(long size) {
        int n = (int) size;
        double[] g = initialMesh(n);
        for (int phase = 0; phase < 2 * ITERATIONS; phase++) {
            for (int i = 1 + phase % 2; i < n - 1; i += 2) {
                row(g, n, i);
            }
        }
        return checksum(g);
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        int n = (int) size;
        double[] g = initialMesh(n);
        pool.invoke(new RecursiveAction() {
            @Override
            protected void compute() {
                for (int phase = 0; phase < 2 * ITERATIONS; phase++) {
                    List<Row> rows = new ArrayList<>();
                    for (int i = 1 + phase % 2; i < n - 1; i += 2) {
                        rows.add(new Row(g, n, i));
                    }
                    invokeAll(rows);
                }
            }
        });
        return checksum(g);
    }

    private static final class Row extends RecursiveAction {
        private final double[] g;
        private final int n;
        private final int i;

        Row(double[] g, int n, int i) {
            this.g = g;
            this.n = n;
            this.i = i;
        }

        @Override
        protected void compute() {
            row(g, n, i);
        }
    }
}
