package org.x10lite.launcher;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.graalvm.launcher.AbstractLanguageLauncher;
import org.graalvm.options.OptionCategory;
import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Source;

/**
 * {@code x10lite [options] File.x10 [args...]}: runs the program's {@code main} following the
 * GraalVM launcher conventions ({@code --help}, {@code --version}, {@code --engine.*},
 * {@code --compiler.*} and {@code --x10lite.*} options). Exit codes: 0 success, 1 uncaught
 * guest exception, 2 bad usage, missing file or static errors in the program.
 */
public final class X10Launcher extends AbstractLanguageLauncher {
    static final String LANGUAGE_ID = "x10lite";
    static final int EXIT_USAGE = ProgramRunner.EXIT_USAGE;
    static final String VERSION = "0.1.0";
    /** The pinned GraalVM release (see the root pom.xml). */
    static final String TRUFFLE_VERSION = "25.0.1";

    private String file;
    private final List<String> programArguments = new ArrayList<>();
    private boolean compilationDisabled;

    public static void main(String[] args) {
        new X10Launcher().launch(args);
    }

    @Override
    protected List<String> preprocessArguments(List<String> arguments, Map<String, String> polyglotOptions) {
        List<String> unrecognized = new ArrayList<>();
        // engine options such as --engine.Compilation=false are "experimental" to GraalVM; x10lite users need them
        unrecognized.add("--experimental-options");
        for (int i = 0; i < arguments.size(); i++) {
            String arg = arguments.get(i);
            if (file == null && arg.equals("--version")) {
                printVersion();
                throw exit(0);
            }
            if (file == null && arg.equals("--native")) {
                throw abort("x10lite runs on the JVM only; leave out --native", EXIT_USAGE);
            }
            if (file == null && arg.startsWith("-") && !arg.equals("-")) {
                checkOptionValue(arg);
                unrecognized.add(arg);
            } else if (file == null) {
                file = arg;
            } else {
                programArguments.add(arg);
            }
        }
        return unrecognized;
    }

    /**
     * A bad value of a known option ({@code --x10lite.Workers=0}, {@code --engine.Mode=fast}, or
     * {@code --x10lite.Workers} alone, which means {@code =true}) is a usage error like any other:
     * exit 2 with the option's own message. (The launcher framework would report it with exit 1.)
     */
    private void checkOptionValue(String arg) {
        if (!arg.startsWith("--")) {
            return;
        }
        int eq = arg.indexOf('=');
        String name = eq < 0 ? arg.substring(2) : arg.substring(2, eq);
        // GraalVM's convention: an option given without a value is given the value true
        String value = eq < 0 ? "true" : arg.substring(eq + 1);
        int dot = name.indexOf('.');
        if (dot < 0) {
            return;
        }
        String group = name.substring(0, dot);
        if (group.equals("vm")) {
            return;
        }
        org.graalvm.options.OptionDescriptor descriptor = findOptionDescriptor(group, name);
        if (descriptor == null) {
            return;
        }
        try {
            descriptor.getKey().getType().convert(value);
        } catch (IllegalArgumentException e) {
            throw abort("invalid option " + arg + ": " + e.getMessage(), EXIT_USAGE);
        }
    }

    @Override
    protected void validateArguments(Map<String, String> polyglotOptions) {
        if ("false".equals(polyglotOptions.get("engine.Compilation"))) {
            compilationDisabled = true;
        }
        if (file == null) {
            throw abort("no program given; usage: x10lite [options] File.x10 [args...] (see --help)", EXIT_USAGE);
        }
        File f = new File(file);
        if (!f.isFile()) {
            throw abort("cannot read " + file + ": " + (f.exists() ? "not a regular file" : "no such file"), EXIT_USAGE);
        }
        // Truffle's own warning about running without compilation is replaced by ours, which is clearer
        polyglotOptions.putIfAbsent("engine.WarnInterpreterOnly", "false");
        compileOnceByDefault(polyglotOptions);
    }

    /**
     * One Truffle compilation per function, at the last tier, unless the user asks for both tiers
     * ({@code --engine.MultiTier=true}). On a stock JDK the Graal compiler starts cold, and each
     * compilation then costs a large part of a second of one of the machine's cores, while the
     * first tier's code is soon replaced anyway: measured (docs/performance.md, "Time to
     * result"), most short runs end sooner and the steady state is the same. Only the optimizing
     * runtime has tiers (and the option); asking Truffle which runtime it has costs nothing here,
     * since the engine would select it next anyway.
     */
    private static void compileOnceByDefault(Map<String, String> polyglotOptions) {
        if (!polyglotOptions.containsKey("engine.MultiTier") && !"Interpreted".equals(com.oracle.truffle.api.Truffle.getRuntime().getName())) {
            polyglotOptions.put("engine.MultiTier", "false");
        }
    }

    @Override
    protected void launch(Context.Builder contextBuilder) {
        contextBuilder.allowCreateThread(true).allowIO(org.graalvm.polyglot.io.IOAccess.ALL);
        Source source;
        try {
            source = Source.newBuilder(LANGUAGE_ID, new File(file)).build();
        } catch (IOException e) {
            throw abort("cannot read " + file + ": " + e.getMessage(), EXIT_USAGE);
        }
        Thread.setDefaultUncaughtExceptionHandler(new QuietWhenOutOfMemory(Thread.getDefaultUncaughtExceptionHandler()));
        // made before the run: after the heap ran out it may still be full when the run ends
        // (whatever of the program a closing context still holds), and then even this small
        // exception could not be allocated, and the launcher would report that failure on a second line
        AbortException exitAfterGuestException = madeInAdvance(ProgramRunner.EXIT_GUEST_EXCEPTION);
        ProgramRunner.Outcome outcome = null;
        try {
            Context context = contextBuilder.build();
            try {
                warnIfNotCompiling(context);
                outcome = ProgramRunner.execute(context, source, programArguments, System.err, X10Launcher::standBackForTheCompilers);
            } finally {
                closeAfter(context, outcome);
            }
        } catch (IllegalArgumentException e) {
            // an invalid option value, reported by the polyglot engine
            throw abort(e.getMessage(), EXIT_USAGE);
        }
        if (outcome.status() == ProgramRunner.EXIT_GUEST_EXCEPTION) {
            throw exitAfterGuestException;
        }
        if (outcome.status() != 0) {
            throw exit(outcome.status());
        }
    }

    /** The launcher's exit with {@code status}, to throw later ({@code exit} throws it at once). */
    private AbortException madeInAdvance(int status) {
        try {
            throw exit(status);
        } catch (AbortException made) {
            return made;
        }
    }

    /**
     * Called when the program is checked and its main is about to run, on the thread that runs
     * it under the serial elision and waits for it otherwise: from then on that thread runs
     * below the compilers, like the workers (WorkerPool.WORKER_PRIORITY; only where the JVM maps
     * Java priorities to the OS's, as in the image). Not earlier: until the program runs, this
     * thread's work (the engine, parsing, checking) is what the user waits for, and the
     * compiler's initialization, running meanwhile, is not.
     */
    private static void standBackForTheCompilers() {
        Thread.currentThread().setPriority(Thread.MIN_PRIORITY);
    }

    /**
     * Closes the context (which writes out what the program printed and has not been written
     * yet). After the heap ran out, closing may fail: if what ran out was the compiler's
     * initialization, every thread entering or leaving the context fails
     * (ProgramRunner.outOfMemoryBehind). The run has been reported in its one line, so that
     * failure is not reported again.
     */
    private static void closeAfter(Context context, ProgramRunner.Outcome outcome) {
        try {
            context.close();
        } catch (RuntimeException | Error closingFailed) {
            if (outcome == null || !outcome.heapExhausted()) {
                throw closingFailed;
            }
        }
    }

    /**
     * For threads of the process that are not the program's (Truffle's compiler threads; the
     * workers are polyglot threads and report to their context): an uncaught error that comes
     * from the heap running out is not printed. The run reports the heap running out once, in
     * its one line; if the program survives it (a compilation that ran out is merely abandoned),
     * nothing is wrong. Anything else is printed as the JVM would.
     */
    private record QuietWhenOutOfMemory(Thread.UncaughtExceptionHandler previous) implements Thread.UncaughtExceptionHandler {
        @Override
        public void uncaughtException(Thread t, Throwable e) {
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof OutOfMemoryError) {
                    return;
                }
            }
            if (previous != null) {
                previous.uncaughtException(t, e);
            } else {
                System.err.print("Exception in thread \"" + t.getName() + "\" ");
                e.printStackTrace(System.err);
            }
        }
    }

    private void warnIfNotCompiling(Context context) {
        String implementation = context.getEngine().getImplementationName();
        if (!compilationDisabled && implementation.toLowerCase().contains("interpreted")) {
            // JVMCI or the compiler missing is the common cause; a user without a writable home
            // directory is another (Truffle unpacks a native library into a cache there)
            System.err.println("x10lite: warning: the optimizing Truffle runtime is not active, so guest code is only interpreted; "
                            + "run through the x10lite script (JVMCI and the Graal compiler), --engine.WarnInterpreterOnly=true shows Truffle's reason, "
                            + "--engine.Compilation=false silences this.");
        }
    }

    @Override
    protected String getLanguageId() {
        return LANGUAGE_ID;
    }

    @Override
    protected void printVersion() {
        System.out.println("x10lite " + VERSION + " (a subset of X10 2.6 on GraalVM Truffle " + TRUFFLE_VERSION + ")");
    }

    @Override
    protected void printHelp(OptionCategory maxCategory) {
        System.out.println("usage: x10lite [options] File.x10 [args...]");
        System.out.println();
        System.out.println("Runs public static def main(args:Rail[String]) of the program's main class (the class named");
        System.out.println("like the file, else the first class with a main). args holds the arguments after the file.");
        System.out.println();
        System.out.println("Guest code is compiled by the optimizing Truffle runtime (partial evaluation) by default.");
        System.out.println("  --engine.Compilation=false   interpret only");
        System.out.println("  --x10lite.Workers=N          worker threads (default: the available processors)");
        System.out.println("  --x10lite.Policy=help-first  asyncs leave their bodies to thieves as tasks (default: work-first)");
        System.out.println("  --x10lite.Policy=adaptive    each async site chooses between the two at run time (SLAW's rules)");
        System.out.println("  --x10lite.Stats=true         print activity statistics on stderr at the end");
        System.out.println("  --engine.*, --compiler.*     GraalVM engine and compiler options (--help:engine, --help:compiler)");
        System.out.println("  --help:x10lite               all x10lite options");
        System.out.println();
        System.out.println("Exit status: 0 success; 1 uncaught exception in the program; 2 bad usage, missing file,");
        System.out.println("or static errors in the program (reported as file:line:col: message).");
    }

    @Override
    protected void collectArguments(Set<String> options) {
        options.add("--help");
        options.add("--version");
    }

    @Override
    protected AbortException abortUnrecognizedArgument(String argument) {
        throw abort("unrecognized option " + argument + " (see x10lite --help)", EXIT_USAGE);
    }
}
