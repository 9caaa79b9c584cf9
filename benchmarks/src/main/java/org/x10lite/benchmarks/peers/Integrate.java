package org.x10lite.benchmarks.peers;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

/**
 * Peers of programs/Integrate.x10: area under x^3 + x on [0, size] by recursive adaptive
 * trapezoid quadrature, no sequential cut-off. Checksum (area * 1000) as a long; the area
 * is always left + right, so both peers round exactly as the X10 program does.
 */
public final class Integrate {
    static final double EPSILON = 1.0e-9;

    private Integrate() {
    }

    static double f(double x) {
        return (x * x + 1.0) * x;
    }

    public static long sequential(long size) {
        double hi = size;
        return (long) (recEval(0.0, hi, f(0.0), f(hi), 0.0) * 1000.0);
    }

    /** Area of [l, r]; fl = f(l), fr = f(r), a = the caller's estimate for [l, r]. */
    static double recEval(double l, double r, double fl, double fr, double a) {
        double h = (r - l) * 0.5;
        double c = l + h;
        double fc = f(c);
        double hh = h * 0.5;
        double al = (fl + fc) * hh;
        double ar = (fr + fc) * hh;
        double alr = al + ar;
        if (Math.abs(alr - a) <= EPSILON) {
            return alr;
        }
        double right = recEval(c, r, fc, fr, ar);
        double left = recEval(l, c, fl, fc, al);
        return left + right;
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        double hi = size;
        return (long) (pool.invoke(new RecEval(0.0, hi, f(0.0), f(hi), 0.0)) * 1000.0);
    }

    /** recEval with the right half forked (the X10 async) and the left half in place. */
    private static final class RecEval extends RecursiveTask<Double> {
        private final double l;
        private final double r;
        private final double fl;
        private final double fr;
        private final double a;

        RecEval(double l, double r, double fl, double fr, double a) {
            this.l = l;
            this.r = r;
            this.fl = fl;
            this.fr = fr;
            this.a = a;
        }

        @Override
        protected Double compute() {
            double h = (r - l) * 0.5;
            double c = l + h;
            double fc = f(c);
            double hh = h * 0.5;
            double al = (fl + fc) * hh;
            double ar = (fr + fc) * hh;
            double alr = al + ar;
            if (Math.abs(alr - a) <= EPSILON) {
                return alr;
            }
            RecEval right = new RecEval(c, r, fc, fr, ar);
            right.fork();
            double left = new RecEval(l, c, fl, fc, al).compute();
            return left + right.join();
        }
    }
}
