package org.x10lite.benchmarks.peers;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ForkJoinPool;

/**
 * Runs the sequential and fork/join peer of every workload at one size and checks that they
 * agree with each other and with the expected checksum where one is known.
 *
 * <pre>VerifyPeers [smoke|default|paper] [workload ...]</pre>
 *
 * One line per workload; exit status 1 if any checksum disagrees.
 */
public final class VerifyPeers {
    private VerifyPeers() {
    }

    public static void main(String[] args) {
        Workloads.Size size = args.length > 0 ? Workloads.Size.parse(args[0]) : Workloads.Size.SMOKE;
        List<Workloads.Workload> workloads = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            workloads.add(Workloads.Workload.byName(args[i]));
        }
        if (workloads.isEmpty()) {
            workloads.addAll(List.of(Workloads.Workload.values()));
        }
        ForkJoinPool pool = new ForkJoinPool(Runtime.getRuntime().availableProcessors());
        boolean allOk = true;
        try {
            for (Workloads.Workload w : workloads) {
                allOk &= verify(w, w.size(size), pool);
            }
        } finally {
            pool.shutdown();
        }
        System.out.println(allOk ? "all peers agree" : "MISMATCH");
        System.exit(allOk ? 0 : 1);
    }

    private static boolean verify(Workloads.Workload w, long n, ForkJoinPool pool) {
        long t0 = System.nanoTime();
        long seq = w.sequential(n);
        long t1 = System.nanoTime();
        long fj = w.forkJoin(n, pool);
        long t2 = System.nanoTime();
        OptionalLong expected = w.expected(n);
        boolean ok = seq == fj && (expected.isEmpty() || expected.getAsLong() == seq);
        System.out.printf("%-10s %-10s size %-10d sequential %-20d (%6d ms)  forkJoin %-20d (%6d ms)  expected %-20s %s%n",
                w.x10Class(), w.x10Function(), n, seq, (t1 - t0) / 1_000_000, fj, (t2 - t1) / 1_000_000,
                expected.isPresent() ? Long.toString(expected.getAsLong()) : "-", ok ? "ok" : "MISMATCH");
        return ok;
    }
}
