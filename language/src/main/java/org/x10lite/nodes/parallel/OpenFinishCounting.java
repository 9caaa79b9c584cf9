package org.x10lite.nodes.parallel;

import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;

/**
 * Whether the finishes of one translated program count themselves among the finishes open on
 * their thread ({@link org.x10lite.workstealing.ThreadState#noFinishSinceTaskStart}). An async
 * with no finish in its own function needs the count to find its governing finish without a
 * stack walk each time: for a fresh task, and for a failure (a recursion that overflows under
 * work-first fails at nearly every level on its way back). So help-first counts always, and the
 * other policies only in programs that have such an async, or a method a host may hand another
 * program's code to (a parameter of function, class or {@code Any} type: that code runs inside
 * this program's finishes, which must then count): elsewhere counting cost every finish 1.5 ns
 * for nothing (a third more time on fib(35) with one worker), and without it a parallel
 * depth-first search of a million vertices took 79 s instead of under two under adaptive, a
 * stack walk per fresh task, and one of 20 000 vertices 240 s to report its stack overflows
 * under work-first. Decided once the whole program is translated, before any of it runs: a
 * constant in compiled code.
 */
public final class OpenFinishCounting {
    @CompilationFinal private boolean on;

    public boolean isOn() {
        return on;
    }

    /** Called by the translator, after the last node and before the first execution. */
    public void decide(boolean countFinishes) {
        on = countFinishes;
    }
}
