package org.x10lite.benchmarks.peers;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Peers of programs/Heat.x10: 200 explicit five-point-stencil steps on a size x (size / 4)
 * mesh, fixed boundary. The fork/join peer halves the range of interior columns down to
 * stripes of at most 10 columns (the X10 version's cut-off); the sequential peer's single
 * sweep over the columns is that recursion's serial elision (the stripes in order).
 * Checksum (sum of the final mesh * 1e6).
 */
public final class Heat {
    static final int STEPS = 200;
    static final int LEAF = 10;
    static final double K = 0.2;

    private Heat() {
    }

    /** The initial mesh: the X10 program's LCG, values in [0, 1). */
    static double[] initialMesh(int cells) {
        double[] a = new double[cells];
        long seed = 2024;
        for (int k = 0; k < cells; k++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            a[k] = (double) (seed >>> 11) / 9007199254740992.0;
        }
        return a;
    }

    static long checksum(double[] mesh) {
        double sum = 0.0;
        for (double v : mesh) {
            sum += v;
        }
        return (long) (sum * 1e6);
    }

    /** New values of the interior cells of columns [lb, ub); column x is cells x * ny ... */
    static void stripe(double[] a, double[] b, int ny, int lb, int ub) {
        for (int x = lb; x < ub; x++) {
            for (int y = 1; y < ny - 1; y++) {
                int k = x * ny + y;
                double u = a[k];
                b[k] = u + K * (a[k - ny] + a[k + ny] + a[k - 1] + a[k + 1] - 4.0 * u);
            }
        }
    }

    public static long sequential(long size) {
        int nx = (int) size;
        int ny = (int) Math.max(size / 4, 3L);
        double[] from = initialMesh(nx * ny);
        double[] to = from.clone();
        for (int t = 0; t < STEPS; t++) {
            stripe(from, to, ny, 1, nx - 1);
            double[] tmp = from;
            from = to;
            to = tmp;
        }
        return checksum(from);
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        int nx = (int) size;
        int ny = (int) Math.max(size / 4, 3L);
        double[] mesh = initialMesh(nx * ny);
        double[] result = pool.invoke(new java.util.concurrent.RecursiveTask<double[]>() {
            @Override
            protected double[] compute() {
                double[] from = mesh;
                double[] to = mesh.clone();
                for (int t = 0; t < STEPS; t++) {
                    new Step(from, to, ny, 1, nx - 1).invoke();
                    double[] tmp = from;
                    from = to;
                    to = tmp;
                }
                return from;
            }
        });
        return checksum(result);
    }

    private static final class Step extends RecursiveAction {
        private final double[] a;
        private final double[] b;
        private final int ny;
        private final int lb;
        private final int ub;

        Step(double[] a, double[] b, int ny, int lb, int ub) {
            this.a = a;
            this.b = b;
            this.ny = ny;
            this.lb = lb;
            this.ub = ub;
        }

        @Override
        protected void compute() {
            if (ub - lb > LEAF) {
                int mid = (lb + ub) >>> 1;
                invokeAll(new Step(a, b, ny, lb, mid), new Step(a, b, ny, mid, ub));
            } else {
                stripe(a, b, ny, lb, ub);
            }
        }
    }
}
