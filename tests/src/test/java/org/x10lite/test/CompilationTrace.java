package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads Truffle's compilation trace ({@code engine.TraceCompilation}) as a context logged it. */
final class CompilationTrace {
    private static final Pattern INLINED = Pattern.compile("\\|Inlined +(\\d+)Y");

    private CompilationTrace() {
    }

    /** Whether {@code function} has finished a compilation at the last tier. */
    static boolean lastTierDone(ByteArrayOutputStream log, String function) {
        return compilations(log, function).stream().anyMatch(l -> l.contains("|Tier 2|"));
    }

    /** The trace lines of the finished compilations of {@code function} itself (not its shares or resumed code). */
    static List<String> compilations(ByteArrayOutputStream log, String function) {
        Pattern own = Pattern.compile(".*opt done .*\\b" + Pattern.quote(function) + " +\\|.*");
        return log.toString(StandardCharsets.UTF_8).lines().filter(l -> own.matcher(l).matches()).toList();
    }

    /** How many calls a compilation's trace line says were inlined. */
    static int inlined(String traceLine) {
        Matcher m = INLINED.matcher(traceLine);
        assertTrue(m.find(), "no inlining count in " + traceLine);
        return Integer.parseInt(m.group(1));
    }
}
