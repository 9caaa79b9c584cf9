package org.x10lite.values;

import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.exception.AbstractTruffleException;
import com.oracle.truffle.api.interop.ArityException;
import com.oracle.truffle.api.interop.ExceptionType;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.X10Language;

/**
 * An X10 exception object. It is both the guest value ({@code val e = new Exception("x")}) and
 * the Truffle exception that unwinds the stack when thrown, so the guest stack trace is
 * captured by Truffle where it is thrown.
 */
@ExportLibrary(InteropLibrary.class)
public final class X10Exception extends AbstractTruffleException {
    private static final long serialVersionUID = 1L;

    public final ExceptionKind kind;
    public final String detail;
    /** For {@code MultipleExceptions}: the collected exceptions; otherwise null. */
    public final X10Rail.ObjectRail exceptions;

    public X10Exception(ExceptionKind kind, String detail, Node location) {
        this(kind, detail, STACK_TRACE_FRAMES, location);
    }

    /**
     * How many guest frames an exception's stack trace holds, its innermost (the JVM's default
     * for Java's traces, {@code -XX:MaxJavaStackTraceDepth}): a program that throws at every
     * level of a deep recursion, catching each, would otherwise walk the whole stack for each
     * exception, time quadratic in the depth.
     */
    public static final int STACK_TRACE_FRAMES = 1024;

    private X10Exception(ExceptionKind kind, String detail, int stackTraceElementLimit, Node location) {
        super(detail, null, stackTraceElementLimit, location);
        this.kind = kind;
        this.detail = detail;
        this.exceptions = null;
    }

    private X10Exception(List<X10Exception> collected, Node location) {
        super(null, null, STACK_TRACE_FRAMES, location);
        this.kind = ExceptionKind.MULTIPLE_EXCEPTIONS;
        this.detail = null;
        this.exceptions = new X10Rail.ObjectRail(collected.toArray(), ExceptionKind.CHECKED_THROWABLE);
    }

    @TruffleBoundary
    public static X10Exception multiple(List<X10Exception> collected, Node location) {
        return new X10Exception(collected, location);
    }

    @TruffleBoundary
    public static X10Exception create(ExceptionKind kind, String detail, Node location) {
        return new X10Exception(kind, detail, location);
    }

    /**
     * A Java stack overflow in guest code, as the X10 {@code StackOverflowError} the program (and
     * the finish that governs the activity) can see. Made where the overflow has unwound to a
     * node that handles guest exceptions ({@code try}, {@code async}, {@code finish}, the start of
     * an activity), so there is room to make it; its guest stack starts there and holds its
     * {@link #OVERFLOW_TRACE_FRAMES} innermost frames: a recursion that overflows under
     * work-first may fail at every level on its way back (each level's next async overflows
     * again), and a stack trace as deep as the stack for each failure made reporting them
     * quadratic in the depth.
     */
    @TruffleBoundary
    public static X10Exception stackOverflow(Node location) {
        return new X10Exception(ExceptionKind.STACK_OVERFLOW, "the stack overflowed (deep recursion?); run with a larger stack, e.g. --vm.Xss64m", OVERFLOW_TRACE_FRAMES, location);
    }

    /** How many guest frames the stack trace of a {@code StackOverflowError} holds. */
    public static final int OVERFLOW_TRACE_FRAMES = 32;

    /** X10's {@code toString()}: the qualified class name, then the message if there is one. */
    @Override
    @TruffleBoundary
    public String getMessage() {
        return detail == null ? kind.qualifiedName : kind.qualifiedName + ": " + detail;
    }

    @Override
    public String toString() {
        return getMessage();
    }

    @ExportMessage
    boolean isException() {
        return true;
    }

    @ExportMessage
    RuntimeException throwException() {
        throw this;
    }

    @ExportMessage
    ExceptionType getExceptionType() {
        return ExceptionType.RUNTIME_ERROR;
    }

    @ExportMessage
    boolean hasExceptionMessage() {
        return true;
    }

    @ExportMessage
    Object getExceptionMessage() {
        return getMessage();
    }

    /** The exception's class, as a metaobject. */
    @ExportMessage
    boolean hasMetaObject() {
        return true;
    }

    @ExportMessage
    Object getMetaObject() {
        return kind;
    }

    /**
     * X10's {@code getMessage()}, invocable; a MultipleExceptions also shows its {@code exceptions}
     * (the launcher prints them).
     */
    @ExportMessage
    boolean hasMembers() {
        return true;
    }

    @ExportMessage
    Object getMembers(@SuppressWarnings("unused") boolean includeInternal) {
        return new ReadOnlyArray(exceptions != null ? new String[]{"getMessage", "exceptions"} : new String[]{"getMessage"});
    }

    @ExportMessage
    boolean isMemberReadable(String member) {
        return exceptions != null && "exceptions".equals(member);
    }

    @ExportMessage
    boolean isMemberInvocable(String member) {
        return "getMessage".equals(member);
    }

    @ExportMessage
    Object readMember(String member) throws UnknownIdentifierException {
        if (!isMemberReadable(member)) {
            throw UnknownIdentifierException.create(member);
        }
        return exceptions;
    }

    @ExportMessage
    Object invokeMember(String member, Object[] arguments) throws UnknownIdentifierException, ArityException {
        if (!isMemberInvocable(member)) {
            throw UnknownIdentifierException.create(member);
        }
        if (arguments.length != 0) {
            throw ArityException.create(0, 0, arguments.length);
        }
        return detail == null ? X10Null.INSTANCE : detail;
    }

    @ExportMessage
    boolean hasLanguage() {
        return true;
    }

    @ExportMessage
    Class<? extends TruffleLanguage<?>> getLanguage() {
        return X10Language.class;
    }

    @ExportMessage
    Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return getMessage();
    }
}
