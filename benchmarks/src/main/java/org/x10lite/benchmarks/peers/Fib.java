package org.x10lite.benchmarks.peers;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

/** Peers of programs/Fib.x10: doubly recursive fib(n), no sequential cut-off. */
public final class Fib {
    private Fib() {
    }

    public static long sequential(long size) {
        return fib(size);
    }

    static long fib(long n) {
        if (n < 2) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        return pool.invoke(new FibTask(size));
    }

    /** fib(n - 1) is forked (the X10 async), fib(n - 2) computed in place. */
    private static final class FibTask extends RecursiveTask<Long> {
        private final long n;

        FibTask(long n) {
            this.n = n;
        }

        @Override
        protected Long compute() {
            if (n < 2) {
                return n;
            }
            FibTask f1 = new FibTask(n - 1);
            f1.fork();
            long f2 = new FibTask(n - 2).compute();
            return f1.join() + f2;
        }
    }
}
