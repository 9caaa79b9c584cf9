package org.x10lite.workstealing;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.frame.FrameInstance.FrameAccess;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * Initializes, once per JVM and while the stack is shallow, the classes that steals and failed
 * activities first need deep in a recursion: a stack walk, a guest stack trace, the finish
 * record an escaping activity's failure goes to. The JVM initializes a class at its first use;
 * if that use is at the stack's limit, the initialization itself overflows and the class is
 * unusable for the rest of the run ({@code NoClassDefFoundError} at every later use): a parallel
 * depth-first search whose spawn tree overflowed under work-first ended with an internal error
 * in six of nine runs, depending on where its first failure happened.
 */
public final class SlowPathClasses {
    private static volatile boolean initialized;

    private SlowPathClasses() {
    }

    /** Called from a guest root (so that the stack walk below visits a Truffle frame). */
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
        // Truffle's own: its stack walk, frame instances, the elements of a guest stack trace
        Truffle.getRuntime().iterateFrames(frame -> frame.getFrame(FrameAccess.READ_ONLY));
        X10Exception probe = X10Exception.stackOverflow(null);
        TruffleStackTrace.fillIn(probe);
        TruffleStackTrace.getStackTrace(probe);
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
