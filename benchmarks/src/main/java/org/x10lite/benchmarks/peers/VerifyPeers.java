package org.x10lite.benchmarks.peers;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ForkJoinPool;

import org.graalvm.polyglot.PolyglotException;

/**
 * Runs the sequential and fork/join peer and the JavaScript version ({@link JsWorkload},
 * benchmarks/programs-js, run by GraalJS) of every workload at one size and checks that they
 * agree with each other and with the expected checksum where one is known.
 *
 * <pre>VerifyPeers [--no-js] [smoke|default|paper|startup] [workload ...]</pre>
 *
 * One line per workload; exit status 1 if any checksum disagrees (or the JavaScript version
 * fails). The JavaScript versions run compiled, in a fresh context each (so their times include
 * warm-up), and need the JVM flags that run x10lite compiled ({@code x10_jvm_flags} in
 * benchmarks/jmh-env.sh, from benchmarks/): from benchmarks/,
 *
 * <pre>java "${x10_jvm_flags[@]}" -cp "$cp" org.x10lite.benchmarks.peers.VerifyPeers smoke</pre>
 *
 * {@code --no-js} checks only the Java peers, which need no such flags.
 */
public final class VerifyPeers {
    private VerifyPeers() {
    }

    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(List.of(args));
        boolean js = !rest.remove("--no-js");
        Workloads.Size size = rest.isEmpty() ? Workloads.Size.SMOKE : Workloads.Size.parse(rest.get(0));
        List<Workloads.Workload> workloads = new ArrayList<>();
        for (int i = 1; i < rest.size(); i++) {
            workloads.add(Workloads.Workload.byName(rest.get(i)));
        }
        if (workloads.isEmpty()) {
            workloads.addAll(List.of(Workloads.Workload.values()));
        }
        ForkJoinPool pool = new ForkJoinPool(Runtime.getRuntime().availableProcessors());
        boolean allOk = true;
        try {
            for (Workloads.Workload w : workloads) {
                allOk &= verify(w, w.size(size), pool, js);
            }
        } finally {
            pool.shutdown();
        }
        System.out.println(allOk ? "all peers agree" : "MISMATCH");
        System.exit(allOk ? 0 : 1);
    }

    private static boolean verify(Workloads.Workload w, long n, ForkJoinPool pool, boolean js) {
        long t0 = System.nanoTime();
        long seq = w.sequential(n);
        long t1 = System.nanoTime();
        long fj = w.forkJoin(n, pool);
        long t2 = System.nanoTime();
        String jsResult = "-";
        boolean jsOk = true;
        if (js) {
            try (JsWorkload jsWorkload = new JsWorkload(w)) {
                long jsSum = jsWorkload.run(n);
                jsResult = Long.toString(jsSum);
                jsOk = jsSum == seq;
            } catch (PolyglotException e) {
                // an error thrown by the script
                jsResult = "failed";
                jsOk = false;
                System.out.println(w.x10Class() + ": " + JsWorkload.jsFile(w) + " failed: " + e.getMessage());
            } catch (RuntimeException | LinkageError e) {
                // no compiled runtime (see JsWorkload), or no polyglot at all: the Graal
                // modules are on the upgrade module path only with the x10lite JVM flags
                jsResult = "failed";
                jsOk = false;
                System.out.println(w.x10Class() + ": " + JsWorkload.jsFile(w) + " failed: " + e
                        + " (the JavaScript versions need the JVM flags x10_jvm_flags of benchmarks/jmh-env.sh; --no-js skips them)");
            }
        }
        long t3 = System.nanoTime();
        OptionalLong expected = w.expected(n);
        boolean seqOk = expected.isEmpty() || expected.getAsLong() == seq;
        boolean fjOk = fj == seq;
        List<String> wrong = new ArrayList<>();
        if (!seqOk) {
            wrong.add("sequential");
        }
        if (!fjOk) {
            wrong.add("forkJoin");
        }
        if (!jsOk) {
            wrong.add("js");
        }
        System.out.printf("%-10s %-10s size %-10d sequential %-20d (%6d ms)  forkJoin %-20d (%6d ms)  js %-20s (%6s ms)  expected %-20s %s%n",
                w.x10Class(), w.x10Function(), n, seq, (t1 - t0) / 1_000_000, fj, (t2 - t1) / 1_000_000,
                jsResult, js ? Long.toString((t3 - t2) / 1_000_000) : "-",
                expected.isPresent() ? Long.toString(expected.getAsLong()) : "-",
                wrong.isEmpty() ? "ok" : "MISMATCH (" + String.join(", ", wrong) + ")");
        return wrong.isEmpty();
    }
}
