package org.x10lite.benchmarks.peers;

import java.util.OptionalLong;

/**
 * One run of a workload's sequential Java peer in a fresh JVM, for whole-process timing beside
 * x10lite's ({@code benchmarks/startup}): prints the checksum on stdout and, on stderr, how long
 * the run itself took. Exit status 1 if the checksum is not the expected one (where it is known),
 * 2 for bad arguments.
 *
 * <pre>RunSequential WORKLOAD SIZE</pre>
 */
public final class RunSequential {
    private RunSequential() {
    }

    public static void main(String[] args) {
        Workloads.Workload w;
        long size;
        try {
            if (args.length != 2) {
                throw new IllegalArgumentException("expected WORKLOAD SIZE");
            }
            w = Workloads.Workload.byName(args[0]);
            size = Long.parseLong(args[1]);
        } catch (IllegalArgumentException e) {
            // NumberFormatException is one too
            System.err.println("RunSequential: " + e.getMessage());
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        long checksum = w.sequential(size);
        long micros = (System.nanoTime() - start) / 1000;
        System.out.println(checksum);
        System.err.println("RunSequential: " + w.x10Class() + "(" + size + ") ran " + micros + " µs");
        OptionalLong expected = w.expected(size);
        if (expected.isPresent() && expected.getAsLong() != checksum) {
            System.err.println("RunSequential: expected " + expected.getAsLong());
            System.exit(1);
        }
    }
}
