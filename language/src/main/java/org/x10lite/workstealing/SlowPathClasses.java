package org.x10lite.workstealing;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * Initializes, once per JVM and while the stack is shallow, x10lite's classes that steals and
 * failed activities first need deep in a recursion: the stack walk, a steal's pieces, the finish
 * record an escaping activity's failure goes to, the exception. The JVM initializes a class at its first use;
 * if that use is at the stack's limit, the initialization itself overflows and the class is
 * unusable for the rest of the run ({@code NoClassDefFoundError} at every later use): a parallel
 * depth-first search whose spawn tree overflowed under work-first ended with an internal error
 * in six of nine runs, depending on where its first failure happened (none in six since).
 * Truffle's own stack-walk classes are left to their first use: walking the frames once here
 * cost the main thread up to 100 ms (JVMCI's stack introspection starting up), a tenth more
 * time for hello world.
 */
public final class SlowPathClasses {
    private static volatile boolean initialized;

    private SlowPathClasses() {
    }

    /** Called when a program is evaluated. */
    @TruffleBoundary
    public static void initialize() {
        if (initialized) {
            return;
        }
        // the stack walk and a steal's pieces (taken on the victim, inside its stop), a failure's
        for (Class<?> c : new Class<?>[]{StackCapture.class, StackWalk.class, Continuation.class, ResumeFrame.class, FrameCopies.class, LoopSplit.class, Resumability.class,
                        Scheduler.class, FinishRecord.class, X10Exception.class, ExceptionKind.class}) {
            initialize(c);
            for (Class<?> nested : c.getDeclaredClasses()) {
                initialize(nested);
            }
        }
        initialized = true;
    }

    private static void initialize(Class<?> c) {
        try {
            Class.forName(c.getName(), true, c.getClassLoader());
        } catch (ClassNotFoundException impossible) {
            throw new AssertionError(impossible);
        }
    }
}
