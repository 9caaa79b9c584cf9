package org.x10lite.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;

/** What every x10lite benchmark does before measuring: a context with options, a program from benchmarks/programs, one of its functions. */
public final class X10Programs {
    private X10Programs() {
    }

    /**
     * A context with {@code options}. Unless the options turn compilation off, fails if Truffle
     * fell back to its interpreter-only runtime (the JVM lacks JVMCI or the Graal compiler).
     */
    public static Context context(Context.Builder builder, Map<String, String> options) {
        Context context = builder.allowCreateThread(true).allowExperimentalOptions(true).option("engine.WarnInterpreterOnly", "false").options(options).build();
        boolean wantCompiled = !"false".equals(options.get("engine.Compilation"));
        if (wantCompiled && context.getEngine().getImplementationName().toLowerCase().contains("interpreted")) {
            context.close();
            throw new IllegalStateException("x10lite runs on the fallback Truffle runtime: is the Graal compiler on the upgrade module path"
                            + " (target/upgrade, relative to benchmarks/) and JVMCI enabled?");
        }
        return context;
    }

    public static Context context(Map<String, String> options) {
        return context(Context.newBuilder("x10lite"), options);
    }

    /**
     * Adds extra polyglot options given as {@code key=value,key=value} (a diagnostic run's
     * {@code engine.TraceCompilation=true}, say) to {@code options}; a key without {@code =value}
     * means {@code true}, empty items are skipped.
     */
    public static void addOptions(Map<String, String> options, String spec) {
        for (String item : spec.split(",")) {
            if (item.isBlank()) {
                continue;
            }
            int eq = item.indexOf('=');
            options.put((eq < 0 ? item : item.substring(0, eq)).trim(), eq < 0 ? "true" : item.substring(eq + 1).trim());
        }
    }

    /**
     * The options of a configuration {@code WORKERS[:POLICY]} ({@code WORKERS} 0: the serial
     * elision, which has no policy), plus those of the environment variable
     * {@code X10LITE_OPTIONS} ({@code key=value,...}), which come later and win. As
     * {@code benchmarks/loop} and {@code benchmarks/compare} take them.
     *
     * @throws IllegalArgumentException if {@code config} is not of that form
     */
    public static Map<String, String> configurationOptions(String config) {
        String[] parts = config.split(":", 2);
        int workers;
        try {
            workers = Integer.parseInt(parts[0]);
        } catch (NumberFormatException e) {
            workers = -1;
        }
        if (workers < 0) {
            throw new IllegalArgumentException("expected WORKERS[:POLICY] with WORKERS a whole number, 0 or more, not '" + config + "'");
        }
        Map<String, String> options = new java.util.HashMap<>();
        if (workers == 0) {
            if (parts.length > 1) {
                throw new IllegalArgumentException("the serial elision has no policy: " + config);
            }
            options.put("x10lite.Elide", "true");
        } else {
            options.put("x10lite.Workers", Integer.toString(workers));
            if (parts.length > 1) {
                options.put("x10lite.Policy", parts[1]);
            }
        }
        addOptions(options, System.getenv().getOrDefault("X10LITE_OPTIONS", ""));
        return options;
    }

    /** The static function {@code className.function} of {@code programs/file} (a class-path resource), evaluated in {@code context}. */
    public static Value function(Context context, String file, String className, String function) throws IOException {
        String code;
        try (InputStream in = X10Programs.class.getResourceAsStream("/programs/" + file)) {
            if (in == null) {
                throw new IllegalStateException("resource /programs/" + file + " not found");
            }
            code = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        return context.eval(Source.newBuilder("x10lite", code, file).build()).getMember(className).getMember(function);
    }
}
