package org.x10lite.benchmarks.peers;

import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ForkJoinPool;
import java.util.function.LongFunction;

/**
 * The whole-program benchmarks: per workload the X10 program under benchmarks/programs and
 * the function to call there, three sizes, the expected checksums, and the Java peers.
 *
 * <p>Sizes: {@code smoke} takes a few tens of milliseconds in sequential Java, {@code default}
 * about one second on the 2-core development machine, {@code paper} is the size used in the
 * seed papers (the source is given per workload), {@code startup} a short run, for time to
 * result ({@code benchmarks/startup}): about a quarter second of Java (0.1 to 0.5 s; Fib 38 as
 * issue 37 names it). Every X10 function takes one Long size
 * and returns a Long checksum, which both Java peers reproduce exactly.
 *
 * <p>The fork/join peers of the finest-grained workloads are much slower than sequential
 * Java at the same size (a task per call, no cut-off, as in the X10 programs): at the
 * default sizes Fib takes about 18 s, Integrate 3 s, NQueens 1.3 s on two workers.
 */
public final class Workloads {
    private Workloads() {
    }

    public enum Size {
        SMOKE, DEFAULT, PAPER, STARTUP;

        public static Size parse(String name) {
            return valueOf(name.toUpperCase(java.util.Locale.ROOT));
        }

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    @FunctionalInterface
    public interface Sequential {
        long run(long size);
    }

    @FunctionalInterface
    public interface Parallel {
        long run(long size, ForkJoinPool pool);
    }

    /** Kumar et al., Work-Stealing Without The Baggage, OOPSLA 2012, section 6.1. */
    private static final String KUMAR = "Kumar et al. OOPSLA 2012 6.1";
    /** Guo et al., SLAW, IPDPS 2010, Table I. */
    private static final String SLAW = "SLAW (Guo et al. 2010) Table I";

    /** (The constants LU and SOR shadow the peer classes of the same name: hence the
     *  qualified method references.) */
    public enum Workload {
        // Sequential Java times measured on the 2-core machine (JDK 25, one warm run):
        // smoke / default / paper; then the start-up size and the time of its one run in a
        // fresh JVM (RunSequential, 2026-11-27).

        // 25 ms / 1.0 s / 0.29 s; start-up 38: 0.11 s
        FIB("Fib", "fib", 35, 43, 40, 38, KUMAR + ": fib(40)",
                Fib::sequential, Fib::forkJoin, Workloads::fibonacci),
        // 18 ms / 0.54 s / 0.09 s (14 queens would take 3 s); start-up 13: 0.47 s
        NQUEENS("NQueens", "count", 11, 13, 12, 13, KUMAR + ": 12 queens",
                NQueens::sequential, NQueens::forkJoin, Workloads::queens),
        // 35 ms / 0.93 s / 1.9 s; start-up 3000: 0.17 s
        INTEGRATE("Integrate", "run", 1000, 7000, 10000, 3000, KUMAR + ": x^3 + x on [0, 10000]",
                Integrate::sequential, Integrate::forkJoin, recorded(Map.of(
                        1000L, 250000500000001L,
                        7000L, 600250024500000000L,
                        10000L, 2500000050000000000L,
                        3000L, 20250004500000004L))),
        // 12 ms / 0.99 s / 0.19 s; start-up 1024: 0.21 s
        JACOBI("Jacobi", "run", 256, 2400, 1024, 1024, KUMAR + ": 100 steps on 1024 x 1024",
                Jacobi::sequential, Jacobi::forkJoin, recorded(Map.of(
                        256L, 105345255899L,
                        2400L, 2987496574247L,
                        1024L, 624932842756L))),
        // 14 ms / 0.90 s / 0.42 s; start-up 768: 0.23 s
        MATMUL("Matmul", "run", 256, 1280, 1024, 768, KUMAR + ": 1024 x 1024 doubles",
                Matmul::sequential, Matmul::forkJoin, recorded(Map.of(
                        256L, 4223499452008L,
                        1280L, 524202938648873L,
                        1024L, 268451383233867L,
                        768L, 113255313685534L))),
        // 24 ms / 0.91 s / 11.7 s; start-up 2 000 000: 0.20 s
        QUICKSORT("Quicksort", "run", 200_000, 10_000_000, 100_000_000, 2_000_000, KUMAR + ": 100 million elements",
                Quicksort::sequential, Quicksort::forkJoin, recorded(Map.of(
                        200_000L, -5393939548273354395L,
                        10_000_000L, -1513983602663596383L,
                        100_000_000L, -3077970329280619160L,
                        2_000_000L, -2346019767976182683L))),
        // 9 ms / 1.1 s / 0.24 s; start-up 1024: 0.29 s
        LU("LU", "run", 256, 2048, 1024, 1024, KUMAR + ": 1024 x 1024 doubles, block 16",
                org.x10lite.benchmarks.peers.LU::sequential,
                org.x10lite.benchmarks.peers.LU::forkJoin, recorded(Map.of(
                        256L, 79866435584L,
                        2048L, 5103747132312L,
                        1024L, 1276411885247L))),
        // 19 ms / 0.93 s / 0.93 s; start-up 2048: 0.32 s
        HEAT("Heat", "run", 512, 4096, 4096, 2048, KUMAR + ": 4096 x 1024 mesh, 200 steps, leaf 10",
                Heat::sequential, Heat::forkJoin, recorded(Map.of(
                        512L, 32658040360L,
                        4096L, 2096009342758L,
                        2048L, 524315264046L))),
        // The sequential peer is a bare loop (1 ms / 8 ms / 31 ms), so here the default is
        // sized by the fork/join peer instead: 57 ms / 0.56 s / 5.8 s; start-up 5000 (about 0.2 s
        // of the fork/join peer)
        FORKJOIN("ForkJoin", "run", 200, 15_000, 100_000, 5000,
                SLAW + ": 1024 tasks per finish (SLAW reports fork-joins per second; the rounds are ours)",
                ForkJoin::sequential, ForkJoin::forkJoin, n -> OptionalLong.of(ForkJoin.expected(n))),
        // 22 ms / 1.1 s / 1.1 s; start-up 800: 0.26 s
        SOR("SOR", "run", 300, 2000, 2000, 800, SLAW + ": 2000 x 2000 (JGF size C), 100 iterations",
                org.x10lite.benchmarks.peers.SOR::sequential,
                org.x10lite.benchmarks.peers.SOR::forkJoin, recorded(Map.of(
                        300L, 45034855921L,
                        2000L, 2000946987946L,
                        800L, 320026869471L))),
        // The parallel depth-first search of SLAW's Figure 1 on a seeded graph of our own (a
        // chain through all vertices plus two random edges each: peers/Pdfs.java); the default
        // size is where work-first overflows the 16 MB stacks of benchmarks/run's JVMs (the
        // serial elision and x10lite-1/-all then have no cell: the adaptive and help-first
        // columns are the x10lite ones). Sequential Java 1 ms / 77 ms (fork/join, 2 workers:
        // 8 ms / 276 ms; VerifyPeers, 2026-11-28).
        // The checksum is the tree's size, checked by the peer's own search.
        PDFS("Pdfs", "run", 2_000, 1_000_000, 4_000_000, 200_000, SLAW + ": PDFS on a torus of 4M nodes (here: our chain-and-random graph)",
                Pdfs::sequential, Pdfs::forkJoin, n -> OptionalLong.empty());

        private final String x10Class;
        private final String x10Function;
        private final long[] sizes;
        private final String paperSource;
        private final Sequential sequential;
        private final Parallel forkJoin;
        private final LongFunction<OptionalLong> expected;

        Workload(String x10Class, String x10Function, long smoke, long dflt, long paper, long startup,
                 String paperSource, Sequential sequential, Parallel forkJoin,
                 LongFunction<OptionalLong> expected) {
            this.x10Class = x10Class;
            this.x10Function = x10Function;
            this.sizes = new long[] {smoke, dflt, paper, startup};
            this.paperSource = paperSource;
            this.sequential = sequential;
            this.forkJoin = forkJoin;
            this.expected = expected;
        }

        /** The program's file name under benchmarks/programs (and programs/ on the class path). */
        public String x10File() {
            return x10Class + ".x10";
        }

        public String x10Class() {
            return x10Class;
        }

        /** The public static function of {@link #x10Class()}: (size:Long):Long. */
        public String x10Function() {
            return x10Function;
        }

        public long size(Size size) {
            return sizes[size.ordinal()];
        }

        /**
         * True if the X10 program's spawn tree is deeper than the stack at this size when every
         * async body runs in place (work-first, and the serial elision): PDFS above the smoke
         * size. Such a run does not end soon: each async at the bottom fails with X10's
         * StackOverflowError, the search goes on, and each failure's report walks the whole stack
         * (docs/runtime.md, *Not done yet*). The suite does not run those cells.
         */
        public boolean overflowsUnderWorkFirst(Size size) {
            return this == PDFS && size != Size.SMOKE;
        }

        public String paperSource() {
            return paperSource;
        }

        public long sequential(long size) {
            return sequential.run(size);
        }

        public long forkJoin(long size, ForkJoinPool pool) {
            return forkJoin.run(size, pool);
        }

        /** The checksum for size when it is known without running a peer, else empty. */
        public OptionalLong expected(long size) {
            return expected.apply(size);
        }

        /** The checksum for size: the known one, else what sequential Java computes. */
        public long checksum(long size) {
            OptionalLong known = expected(size);
            return known.isPresent() ? known.getAsLong() : sequential(size);
        }

        public static Workload byName(String name) {
            for (Workload w : values()) {
                if (w.name().equalsIgnoreCase(name) || w.x10Class.equalsIgnoreCase(name)) {
                    return w;
                }
            }
            throw new IllegalArgumentException("no workload " + name);
        }
    }

    /** fib(n) by iteration. */
    static OptionalLong fibonacci(long n) {
        long a = 0;
        long b = 1;
        for (long i = 0; i < n; i++) {
            long t = a + b;
            a = b;
            b = t;
        }
        return OptionalLong.of(a);
    }

    /** The number of n-queens solutions (OEIS A000170), for n up to 16. */
    static OptionalLong queens(long n) {
        long[] counts = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596,
                         2279184, 14772512};
        return n >= 0 && n < counts.length ? OptionalLong.of(counts[(int) n]) : OptionalLong.empty();
    }

    /** Checksums recorded from the sequential peer (as a regression check of all three). */
    private static LongFunction<OptionalLong> recorded(Map<Long, Long> checksums) {
        return n -> {
            Long c = checksums.get(n);
            return c == null ? OptionalLong.empty() : OptionalLong.of(c);
        };
    }
}
