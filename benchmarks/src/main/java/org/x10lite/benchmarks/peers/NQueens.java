package org.x10lite.benchmarks.peers;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

/**
 * Peers of programs/NQueens.x10: count the placements of n queens, row by row. The X10
 * version spawns one async per safe square, each with its own copy of the partial board,
 * and counts solutions in an atomic counter; the fork/join peer does the same with one
 * task per safe square and sums the tasks' counts instead. No sequential cut-off.
 */
public final class NQueens {
    private NQueens() {
    }

    public static long sequential(long size) {
        int n = (int) size;
        return search(new int[n], 0, n);
    }

    /** Backtracking on one board: cols[r] is the column of the queen in row r < row. */
    private static long search(int[] cols, int row, int n) {
        if (row == n) {
            return 1;
        }
        long count = 0;
        for (int c = 0; c < n; c++) {
            if (safe(cols, row, c)) {
                cols[row] = c;
                count += search(cols, row + 1, n);
            }
        }
        return count;
    }

    static boolean safe(int[] cols, int row, int c) {
        for (int r = 0; r < row; r++) {
            int q = cols[r];
            if (q == c || Math.abs(q - c) == row - r) {
                return false;
            }
        }
        return true;
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        return pool.invoke(new Search(new int[0], (int) size));
    }

    /** The placements extending the first cols.length rows given by cols. */
    private static final class Search extends RecursiveTask<Long> {
        private final int[] cols;
        private final int n;

        Search(int[] cols, int n) {
            this.cols = cols;
            this.n = n;
        }

        @Override
        protected Long compute() {
            int row = cols.length;
            if (row == n) {
                return 1L;
            }
            List<Search> children = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                if (safe(cols, row, c)) {
                    int[] next = java.util.Arrays.copyOf(cols, row + 1);
                    next[row] = c;
                    children.add(new Search(next, n));
                }
            }
            long count = 0;
            for (Search child : invokeAll(children)) {
                count += child.join();
            }
            return count;
        }
    }
}
