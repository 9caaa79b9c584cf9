package org.x10lite.benchmarks.peers;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;

/**
 * The JavaScript version of a workload, run by GraalJS: {@code benchmarks/programs-js/<Name>.js}
 * ({@code programs-js/} on the class path), the sequential Java peer's algorithm written as plain
 * JavaScript, with a top-level {@code run(size)} that returns the checksum as the decimal string
 * of the signed 64-bit value; {@code common.js}, evaluated before it, holds what several of them use.
 *
 * <p>One polyglot context for "js" per instance, with the given options (for instance
 * {@code engine.Compilation=false}); close it when done. Like {@code X10Programs.context}, it
 * fails instead of running interpreted when compilation is wanted but Truffle fell back to its
 * interpreter-only runtime (the JVM lacks JVMCI or the Graal compiler on the upgrade module
 * path): hence {@code engine.WarnInterpreterOnly=false}, as that case is an error here and an
 * interpreted run is one asked for. (On the fallback runtime there is no option
 * {@code engine.Compilation} to pass, as with {@code X10Programs}.)
 */
public final class JsWorkload implements AutoCloseable {
    private final Workloads.Workload workload;
    private final Context context;
    private final Value run;

    public JsWorkload(Workloads.Workload workload) {
        this(workload, Map.of());
    }

    public JsWorkload(Workloads.Workload workload, Map<String, String> options) {
        this.workload = workload;
        // experimental options allowed as X10Programs.context does: engine.Compilation is one
        this.context = Context.newBuilder("js")
                .allowExperimentalOptions(true)
                .option("engine.WarnInterpreterOnly", "false")
                .options(options)
                .build();
        try {
            boolean wantCompiled = !"false".equals(options.get("engine.Compilation"));
            if (wantCompiled && context.getEngine().getImplementationName().toLowerCase(java.util.Locale.ROOT).contains("interpreted")) {
                throw new IllegalStateException("GraalJS runs on the fallback Truffle runtime: is the Graal compiler on the upgrade module path"
                                + " (target/upgrade, relative to benchmarks/) and JVMCI enabled? (or pass engine.Compilation=false)");
            }
            String file = jsFile(workload);
            evalResource(COMMON);
            evalResource(file);
            this.run = context.getBindings("js").getMember("run");
            if (run == null || !run.canExecute()) {
                throw new IllegalStateException(file + " defines no function run");
            }
        } catch (IOException e) {
            context.close();
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            context.close();
            throw e;
        }
    }

    /** The helpers every workload's file may use (the 64-bit generator, Java's long of a double), evaluated first. */
    public static final String COMMON = "common.js";

    /** Evaluates benchmarks/programs-js/{@code file} (programs-js/ on the class path) in this context. */
    private void evalResource(String file) throws IOException {
        try (InputStream in = JsWorkload.class.getResourceAsStream("/programs-js/" + file)) {
            if (in == null) {
                throw new IllegalStateException("resource /programs-js/" + file + " not found");
            }
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                context.eval(Source.newBuilder("js", reader, file).build());
            }
        }
    }

    /** The file name under benchmarks/programs-js (and programs-js/ on the class path). */
    public static String jsFile(Workloads.Workload workload) {
        return workload.x10Class() + ".js";
    }

    public Workloads.Workload workload() {
        return workload;
    }

    /** The workload's checksum for size, computed in JavaScript. */
    public long run(long size) {
        if (Math.abs(size) > 1L << 53) {
            throw new IllegalArgumentException("size " + size + " is not exact as a JavaScript number");
        }
        // an int where it fits, as JavaScript has it for a small integer literal
        Value result = size == (int) size ? run.execute((int) size) : run.execute((double) size);
        if (!result.isString()) {
            throw new IllegalStateException(jsFile(workload) + ": run(" + size + ") returned " + result + ", not a string");
        }
        return Long.parseLong(result.asString());
    }

    @Override
    public void close() {
        context.close();
    }
}
