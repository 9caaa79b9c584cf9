package org.x10lite.benchmarks.peers;

import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Peers of programs/Pdfs.x10, the parallel depth-first search of SLAW's Figure 1: the same
 * seeded graph (the first edge of v goes to v + 1, the others to vertices drawn by Park and
 * Miller's minimal standard generator), a spanning tree of what vertex 0 reaches, and the same
 * check. Checksum: the tree's size if it is one, else -1; that is the number of vertices 0
 * reaches.
 *
 * <p>The sequential peer searches depth first with a stack of its own (a recursive search as
 * deep as the graph would overflow the JVM's stack, as the X10 program's serial elision does);
 * the fork/join peer forks a task per labelled neighbour without joining it, the labels taken by
 * compare-and-set, and completes through {@link CountedCompleter}'s pending counts: the
 * idiom for a search whose tasks nobody waits for one by one (X10's terminally strict finish).
 */
public final class Pdfs {
    static final int DEGREE = 3;

    private Pdfs() {
    }

    /** adj[v * DEGREE + k] is the k-th neighbour of v, or -1. */
    static long[] graph(long n) {
        long[] adj = new long[Math.toIntExact(n * DEGREE)];
        long seed = 1;
        for (long v = 0; v < n; v++) {
            int at = (int) (v * DEGREE);
            adj[at] = v + 1 < n ? v + 1 : -1;
            for (int k = 1; k < DEGREE; k++) {
                seed = seed * 48271 % 2147483647;
                adj[at + k] = seed % n;
            }
        }
        return adj;
    }

    public static long sequential(long size) {
        long[] adj = graph(size);
        long[] parent = new long[(int) size];
        java.util.Arrays.fill(parent, -1);
        parent[0] = 0;
        // a vertex and the next edge of it to look at, as in a recursive search
        int[] vertices = new int[(int) size];
        int[] nextEdge = new int[(int) size];
        int top = 0;
        vertices[top] = 0;
        nextEdge[top++] = 0;
        while (top > 0) {
            int v = vertices[top - 1];
            int k = nextEdge[top - 1]++;
            if (k == DEGREE) {
                top--;
                continue;
            }
            long e = adj[v * DEGREE + k];
            if (e >= 0 && parent[(int) e] < 0) {
                parent[(int) e] = v;
                vertices[top] = (int) e;
                nextEdge[top++] = 0;
            }
        }
        return check(adj, parent);
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        long[] adj = graph(size);
        AtomicLongArray labels = new AtomicLongArray((int) size);
        for (int v = 0; v < size; v++) {
            labels.set(v, -1);
        }
        labels.set(0, 0);
        pool.invoke(new Search(null, adj, labels, 0));
        long[] parent = new long[(int) size];
        for (int v = 0; v < size; v++) {
            parent[v] = labels.get(v);
        }
        return check(adj, parent);
    }

    /** The search from one labelled vertex: forks the search of each neighbour it labels first. */
    private static final class Search extends CountedCompleter<Void> {
        private final long[] adj;
        private final AtomicLongArray labels;
        private final int v;

        Search(CountedCompleter<?> parent, long[] adj, AtomicLongArray labels, int v) {
            super(parent);
            this.adj = adj;
            this.labels = labels;
            this.v = v;
        }

        @Override
        public void compute() {
            for (int k = 0; k < DEGREE; k++) {
                long e = adj[v * DEGREE + k];
                if (e >= 0 && labels.compareAndSet((int) e, -1, v)) {
                    addToPendingCount(1);
                    new Search(this, adj, labels, (int) e).fork();
                }
            }
            tryComplete();
        }
    }

    /** The tree's size if parent holds a spanning tree rooted at 0 over graph edges, else -1. */
    static long check(long[] adj, long[] parent) {
        int n = parent.length;
        int[] firstChild = new int[n];
        int[] nextSibling = new int[n];
        java.util.Arrays.fill(firstChild, -1);
        java.util.Arrays.fill(nextSibling, -1);
        long labelled = 0;
        for (int v = 0; v < n; v++) {
            long p = parent[v];
            if (p < 0) {
                continue;
            }
            labelled++;
            if (v != 0) {
                boolean isEdge = false;
                for (int k = 0; k < DEGREE; k++) {
                    isEdge |= adj[(int) p * DEGREE + k] == v;
                }
                if (!isEdge || parent[(int) p] < 0) {
                    return -1;
                }
                nextSibling[v] = firstChild[(int) p];
                firstChild[(int) p] = v;
            }
        }
        if (parent[0] != 0) {
            return -1;
        }
        int[] stack = new int[n];
        int top = 0;
        stack[top++] = 0;
        long reached = 0;
        while (top > 0) {
            int v = stack[--top];
            reached++;
            for (int c = firstChild[v]; c >= 0; c = nextSibling[c]) {
                stack[top++] = c;
            }
        }
        return reached == labelled ? labelled : -1;
    }
}
