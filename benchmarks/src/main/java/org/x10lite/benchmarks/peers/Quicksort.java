package org.x10lite.benchmarks.peers;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Peers of programs/Quicksort.x10: quicksort of n pseudo-random longs with Hoare partition
 * around the middle element, the two parts sorted in parallel by the fork/join peer; no
 * sequential cut-off. Checksum: polynomial hash of the sorted array (-1 if not sorted).
 */
public final class Quicksort {
    private Quicksort() {
    }

    /** The X10 program's LCG: 40-bit values. */
    static long[] input(int n) {
        long[] data = new long[n];
        long seed = 777;
        for (int i = 0; i < n; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            data[i] = seed >>> 24;
        }
        return data;
    }

    static long checksum(long[] data) {
        long hash = 0;
        for (int i = 0; i < data.length; i++) {
            if (i > 0 && data[i - 1] > data[i]) {
                return -1;
            }
            hash = hash * 31 + data[i];
        }
        return hash;
    }

    /** Returns i: data[left, i) holds no element above the pivot, data[i, right] none below. */
    static int partition(long[] data, int left, int right) {
        int i = left;
        int j = right;
        long pivot = data[(left + right) >>> 1];
        while (i <= j) {
            while (data[i] < pivot) {
                i++;
            }
            while (data[j] > pivot) {
                j--;
            }
            if (i <= j) {
                long t = data[i];
                data[i] = data[j];
                data[j] = t;
                i++;
                j--;
            }
        }
        return i;
    }

    static void qsort(long[] data, int left, int right) {
        int index = partition(data, left, right);
        if (left < index - 1) {
            qsort(data, left, index - 1);
        }
        if (index < right) {
            qsort(data, index, right);
        }
    }

    public static long sequential(long size) {
        long[] data = input((int) size);
        if (size > 1) {
            qsort(data, 0, data.length - 1);
        }
        return checksum(data);
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        long[] data = input((int) size);
        if (size > 1) {
            pool.invoke(new Sort(data, 0, data.length - 1));
        }
        return checksum(data);
    }

    private static final class Sort extends RecursiveAction {
        private final long[] data;
        private final int left;
        private final int right;

        Sort(long[] data, int left, int right) {
            this.data = data;
            this.left = left;
            this.right = right;
        }

        @Override
        protected void compute() {
            int index = partition(data, left, right);
            Sort low = left < index - 1 ? new Sort(data, left, index - 1) : null;
            Sort high = index < right ? new Sort(data, index, right) : null;
            if (low != null && high != null) {
                invokeAll(low, high);
            } else if (low != null) {
                low.compute();
            } else if (high != null) {
                high.compute();
            }
        }
    }
}
