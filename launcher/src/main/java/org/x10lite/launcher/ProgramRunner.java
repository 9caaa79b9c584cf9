package org.x10lite.launcher;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.proxy.ProxyArray;

/**
 * Runs an x10lite program's {@code main} in a context and turns the outcome into an exit status
 * and messages on {@code err}, as the {@code x10lite} command reports them. Shared by the
 * launcher and the test suite, so tests check exactly what users see.
 */
public final class ProgramRunner {
    public static final int EXIT_OK = 0;
    public static final int EXIT_GUEST_EXCEPTION = 1;
    public static final int EXIT_USAGE = 2;
    public static final int EXIT_INTERNAL_ERROR = 70;
    public static final int EXIT_CANCELLED = 130;

    private ProgramRunner() {
    }

    /**
     * How a run ended: its exit status, and whether the heap ran out (then the context may be
     * unfit even to be closed, see {@link #outOfMemoryBehind}).
     */
    public record Outcome(int status, boolean heapExhausted) {
    }

    public static int run(Context context, Source source, List<String> arguments, PrintStream err) {
        return execute(context, source, arguments, err).status();
    }

    public static Outcome execute(Context context, Source source, List<String> arguments, PrintStream err) {
        return execute(context, source, arguments, err, () -> {
        });
    }

    /** As {@link #execute(Context, Source, List, PrintStream)}, running {@code beforeMain} once the program is checked, just before its main. */
    public static Outcome execute(Context context, Source source, List<String> arguments, PrintStream err, Runnable beforeMain) {
        try {
            Value program = context.eval(source);
            Value main = program.getMember("main");
            if (main == null) {
                err.println(source.getName() + ": no class has a method 'public static def main(args:Rail[String])'");
                return new Outcome(EXIT_USAGE, false);
            }
            beforeMain.run();
            main.execute(ProxyArray.fromList(new ArrayList<>(arguments)));
            return new Outcome(EXIT_OK, false);
        } catch (PolyglotException e) {
            try {
                String outOfMemory = e.isInternalError() ? outOfMemoryBehind(e) : null;
                if (outOfMemory != null) {
                    System.out.flush();
                    err.println(resourceExhausted(outOfMemory));
                    // not allocated here: its line is printed, and the heap may still be full
                    return HEAP_EXHAUSTED;
                }
                return new Outcome(report(e, err), e.isResourceExhausted());
            } catch (OutOfMemoryError reportingRanOut) {
                return heapExhausted(err);
            }
        } catch (OutOfMemoryError e) {
            return heapExhausted(err);
        }
    }

    /** Made while the heap is not full: reporting a full heap must not need memory. */
    private static final String HEAP_EXHAUSTED_LINE = resourceExhausted("Java heap space");
    private static final Outcome HEAP_EXHAUSTED = new Outcome(EXIT_GUEST_EXCEPTION, true);

    /**
     * The heap ran out where the failure was being reported, or outside the guest program. The
     * heap may still be full then: the worker whose allocations filled it may not have unwound
     * yet, and its frames keep what it allocated (a test saw formatting the failure run out, once
     * in about a hundred runs). So the line is made beforehand and the outcome too.
     */
    private static Outcome heapExhausted(PrintStream err) {
        System.out.flush();
        err.println(HEAP_EXHAUSTED_LINE);
        return HEAP_EXHAUSTED;
    }

    /** Reports a failure of the guest program; a Java stack trace appears only for an internal error. */
    static int report(PolyglotException e, PrintStream err) {
        System.out.flush();
        if (e.isExit()) {
            return e.getExitStatus();
        }
        if (e.isSyntaxError()) {
            err.println(e.getMessage());
            return EXIT_USAGE;
        }
        if (e.isCancelled() || e.isInterrupted()) {
            err.println("x10lite: the program was cancelled");
            return EXIT_CANCELLED;
        }
        if (e.isResourceExhausted()) {
            err.println(resourceExhausted(e.getMessage()));
            return EXIT_GUEST_EXCEPTION;
        }
        if (e.isGuestException() && !e.isInternalError()) {
            err.println("Uncaught exception: " + e.getMessage());
            printGuestStack(e, "", err);
            printNested(e, "    ", err);
            return EXIT_GUEST_EXCEPTION;
        }
        err.println("x10lite: internal error: " + e.getMessage());
        err.println("Please report this with the program that caused it. Java stack trace:");
        e.printStackTrace(err);
        return EXIT_INTERNAL_ERROR;
    }

    /**
     * The message of the {@link OutOfMemoryError} an internal error comes from, or null. Truffle
     * initializes its compiler in the background during the first seconds of a run (longer on a
     * loaded machine); if the heap runs out meanwhile, that initialization fails for good, and
     * from then on every thread leaving the context fails with an {@code AssertionError}
     * ("Compiler initialization failed cannot continue.") caused by that
     * {@code OutOfMemoryError}: it replaces the program's own failure, whatever that was. The
     * polyglot API shows the original error of an internal error only in its printed stack trace.
     */
    static String outOfMemoryBehind(PolyglotException e) {
        java.io.StringWriter trace = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(trace));
        for (String line : trace.toString().split("\n")) {
            String error = line.strip();
            if (error.startsWith("Caused by: ")) {
                error = error.substring("Caused by: ".length());
            }
            if (error.startsWith(OutOfMemoryError.class.getName())) {
                int colon = error.indexOf(": ");
                return colon < 0 ? "out of memory" : error.substring(colon + 2);
            }
        }
        return null;
    }

    /** What ran out, and how to give the program more of it. */
    static String resourceExhausted(String message) {
        String what = String.valueOf(message);
        if (what.contains("heap") || what.contains("memory") || what.contains("Memory")) {
            return "x10lite: the program ran out of heap memory (" + what + "); give it more, e.g. --vm.Xmx8g";
        }
        if (what.contains("tack")) {
            return "x10lite: the program ran out of stack (" + what + "); deep recursion needs a larger stack, e.g. --vm.Xss64m";
        }
        return "x10lite: the program ran out of resources (" + what + ")";
    }

    private static void printGuestStack(PolyglotException e, String indent, PrintStream err) {
        for (String line : guestStack(e)) {
            err.println(indent + line);
        }
    }

    /** How many of the exceptions inside one MultipleExceptions are shown with their stacks. */
    static final int NESTED_SHOWN = 10;

    /**
     * The exceptions inside a MultipleExceptions, each with its own guest stack: the first
     * {@link #NESTED_SHOWN}, then how many more there are of each kind (a recursion that overflows
     * under work-first may fail thousands of activities at once).
     */
    private static void printNested(PolyglotException e, String indent, PrintStream err) {
        Value guest = e.getGuestObject();
        if (guest == null || !guest.hasMember("exceptions")) {
            return;
        }
        Value nested = guest.getMember("exceptions");
        long size = nested.getArraySize();
        for (long i = 0; i < Math.min(size, NESTED_SHOWN); i++) {
            try {
                nested.getArrayElement(i).throwException();
            } catch (PolyglotException inner) {
                err.println(indent + inner.getMessage());
                printGuestStack(inner, indent, err);
                printNested(inner, indent + "    ", err);
            }
        }
        if (size > NESTED_SHOWN) {
            Map<String, Long> kinds = new LinkedHashMap<>();
            for (long i = NESTED_SHOWN; i < size; i++) {
                kinds.merge(nested.getArrayElement(i).toString(), 1L, Long::sum);
            }
            err.println(indent + "... and " + (size - NESTED_SHOWN) + " more:");
            long listed = 0;
            for (Map.Entry<String, Long> kind : kinds.entrySet()) {
                if (listed++ == NESTED_SHOWN) {
                    err.println(indent + "    and " + (kinds.size() - NESTED_SHOWN) + " other messages");
                    break;
                }
                err.println(indent + "    " + kind.getValue() + " × " + kind.getKey());
            }
        }
    }

    /**
     * The guest frames, innermost first. A run of identical frames (a recursion, as in a stack
     * overflow) is shown once, followed by how many more times it repeats.
     */
    static List<String> guestStack(PolyglotException e) {
        List<String> lines = new ArrayList<>();
        String previous = null;
        int repeats = 0;
        for (String line : allGuestFrames(e)) {
            if (line.equals(previous)) {
                repeats++;
                continue;
            }
            if (repeats > 0) {
                lines.add("\t... the frame above repeats " + repeats + " more times");
            }
            lines.add(line);
            previous = line;
            repeats = 0;
        }
        if (repeats > 0) {
            lines.add("\t... the frame above repeats " + repeats + " more times");
        }
        return lines;
    }

    private static List<String> allGuestFrames(PolyglotException e) {
        List<String> lines = new ArrayList<>();
        for (PolyglotException.StackFrame frame : e.getPolyglotStackTrace()) {
            if (!frame.isGuestFrame() || frame.getRootName() == null || frame.getRootName().startsWith("<")) {
                continue;
            }
            var location = frame.getSourceLocation();
            String where = location == null ? "unknown source" : location.getSource().getName() + ":" + location.getStartLine();
            lines.add("\tat " + frame.getRootName() + "(" + where + ")");
        }
        return lines;
    }
}
