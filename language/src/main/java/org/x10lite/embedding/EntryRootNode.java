package org.x10lite.embedding;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.CallTarget;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RootNode;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.X10Context;
import org.x10lite.X10Language;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.workstealing.FinishScope;

/**
 * Calls a static method from outside the program (the launcher's {@code main}, or an
 * embedder) inside an implicit {@code finish}, as X10 runs {@code main}: on the context's
 * workers, or on the calling thread with {@code --x10lite.Elide=true} and for a method that can
 * start no activity (a call that needs no worker should not pay for one). If only the method
 * itself failed, its exception propagates as is; exceptions of activities it spawned arrive
 * as {@code MultipleExceptions}. Guest output is flushed when the call ends, and the statistics
 * line printed if asked for; a static initializer's counters count in the line of the next
 * call instead, so that a program run prints one line whatever its static fields.
 */
final class EntryRootNode extends RootNode implements FinishScope {
    private static final int RECORD_SLOT = 0;

    @Child private DirectCallNode call;
    private final CallTarget target;
    private final String name;
    /** False for a static initializer: its run is part of the program's, which reports it. */
    private final boolean reportsRun;
    /** The called function can start no activity: it runs on the calling thread, as under the elision (see {@code ActivityFreeCalls}). */
    private final boolean activityFree;

    /** The entry root through which a host calls a method or closure body, made once (kept by the function's root). */
    static CallTarget to(X10Language language, RootCallTarget function) {
        return ((X10RootNode) function.getRootNode()).hostEntry(root -> new EntryRootNode(language, function, root.getName(), true).getCallTarget());
    }

    /** The entry root through which a host calls a method or constructor. */
    static CallTarget to(X10Language language, MethodInfo method) {
        return to(language, method.function.getCallTarget());
    }

    /** An entry to any function: a method ({@code reportsRun}), or a class's static initializer. */
    EntryRootNode(X10Language language, CallTarget target, String calledName, boolean reportsRun) {
        super(language, recordFrame());
        this.target = target;
        this.call = DirectCallNode.create(target);
        this.name = "<entry to " + calledName + ">";
        this.reportsRun = reportsRun;
        this.activityFree = ((RootCallTarget) target).getRootNode() instanceof X10RootNode f && f.isActivityFree();
    }

    private static FrameDescriptor recordFrame() {
        FrameDescriptor.Builder b = FrameDescriptor.newBuilder();
        b.addSlot(FrameSlotKind.Object, "$root finish", null);
        return b.build();
    }

    @Override
    public Object execute(VirtualFrame frame) {
        X10Context context = X10Context.get(this);
        try {
            if (context.elide || activityFree) {
                return runOnCallingThread(frame);
            }
            if (context.atomicSection.insideBody()) {
                // a host function called from inside `atomic` called back in: the run it starts
                // could wait for the atomic lock this thread holds
                throw atomicReentry();
            }
            return context.pool().runMain(target, frame.getArguments(), this);
        } finally {
            ended(context, this, reportsRun);
        }
    }

    /**
     * Runs the call on the host's thread: under the elision, where every async runs in place, and
     * for a function that can start no activity, which needs no worker (the hand-over and the
     * wait for the result would cost a small method many times its own time).
     */
    private Object runOnCallingThread(VirtualFrame frame) {
        FinishRecord root = newRootRecord();
        frame.setObject(RECORD_SLOT, root);
        Object result = null;
        X10Exception own = null;
        try {
            result = call.call(frame.getArguments());
        } catch (X10Exception e) {
            own = e;
        } catch (StackOverflowError e) {
            own = X10Exception.stackOverflow(this);
        }
        if (root.hasFailures()) {
            throw collect(own, root.failures());
        }
        if (own != null) {
            throw own;
        }
        return result;
    }

    @TruffleBoundary
    private X10Exception atomicReentry() {
        return X10Exception.create(ExceptionKind.ILLEGAL_OPERATION, "a host function called inside atomic called back into code that can start activities (" + name + ")", this);
    }

    /**
     * Made behind a boundary, so it is a real object even in compiled code: escaping activities
     * find it by reading this frame from the stack, and a record kept virtual by escape analysis
     * would be read as a copy, whose failures the compiled code never sees.
     */
    @TruffleBoundary
    private static FinishRecord newRootRecord() {
        return new FinishRecord();
    }

    @TruffleBoundary
    private static void ended(X10Context context, Node location, boolean reportsRun) {
        context.flushOutput();
        if (context.stats && reportsRun) {
            java.io.PrintStream err = new java.io.PrintStream(context.env.err(), true);
            err.println(context.statsLine(location));
        }
    }

    @TruffleBoundary
    private X10Exception collect(X10Exception own, List<Throwable> failures) {
        List<Throwable> all = new ArrayList<>();
        if (own != null) {
            all.add(own);
        }
        all.addAll(failures);
        return FinishNode.multipleExceptions(all, this);
    }

    @Override
    public FinishRecord finishRecord(Frame frame) {
        return (FinishRecord) frame.getObject(RECORD_SLOT);
    }

    @Override
    public String getName() {
        return name;
    }

    /**
     * The called method's: a {@code MultipleExceptions} thrown by this implicit finish (escaping
     * activities of the method failed) then shows where that method is in its guest stack.
     */
    @Override
    public SourceSection getSourceSection() {
        return ((RootCallTarget) target).getRootNode().getSourceSection();
    }
}
