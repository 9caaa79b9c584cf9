package org.x10lite.benchmarks.peers;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Peers of programs/ForkJoin.x10, SLAW's flat fork-join microbenchmark: size rounds, each
 * forking 1024 tiny tasks (the i-th adds round + i into slot i) and joining them all. The
 * sequential peer is the serial elision, a plain double loop: it measures no tasking at all.
 * Checksum: sum of the slots, 1024 * size * (size - 1) / 2 + size * 1024 * 1023 / 2.
 */
public final class ForkJoin {
    static final int WIDTH = 1024;

    private ForkJoin() {
    }

    /** The checksum in closed form. */
    public static long expected(long size) {
        return WIDTH * size * (size - 1) / 2 + size * ((long) WIDTH * (WIDTH - 1) / 2);
    }

    static long sum(long[] slots) {
        long sum = 0;
        for (long v : slots) {
            sum += v;
        }
        return sum;
    }

    public static long sequential(long size) {
        long[] slots = new long[WIDTH];
        for (long round = 0; round < size; round++) {
            for (int i = 0; i < WIDTH; i++) {
                slots[i] += round + i;
            }
        }
        return sum(slots);
    }

    public static long forkJoin(long size, ForkJoinPool pool) {
        long[] slots = new long[WIDTH];
        pool.invoke(new RecursiveAction() {
            @Override
            protected void compute() {
                for (long round = 0; round < size; round++) {
                    List<Add> tasks = new ArrayList<>(WIDTH);
                    for (int i = 0; i < WIDTH; i++) {
                        tasks.add(new Add(slots, i, round + i));
                    }
                    invokeAll(tasks);
                }
            }
        });
        return sum(slots);
    }

    /** One tiny task: slots[i] += delta. */
    private static final class Add extends RecursiveAction {
        private final long[] slots;
        private final int i;
        private final long delta;

        Add(long[] slots, int i, long delta) {
            this.slots = slots;
            this.i = i;
            this.delta = delta;
        }

        @Override
        protected void compute() {
            slots[i] += delta;
        }
    }
}
