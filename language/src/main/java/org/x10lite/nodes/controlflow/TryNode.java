package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.ControlFlowException.JumpException;
import org.x10lite.workstealing.Unwind;
import org.x10lite.nodes.resume.ResumePath;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * {@code try S catch (e:T) S1 ... finally F}. Only X10 exceptions are caught; control flow
 * ({@code break}, {@code continue}, {@code return}) passes through the catches but still runs
 * {@code finally}. An {@link Unwind} does not: the rest of this try statement, finally included,
 * now belongs to the thief that stole it.
 *
 * <p>How the try part ended (normally, or the exception or jump to go on with after F) is the
 * <em>pending completion</em>, kept in a frame slot while F runs. F may spawn, and a thief may
 * steal the rest of F: the thief's copy of the frame then carries the pending completion, and
 * the thief completes it when it has run the rest of F. In compiled code the slot lives in the
 * virtual frame, so keeping it costs nothing.
 */
public final class TryNode extends X10StatementNode {
    @Child private X10StatementNode body;
    @Children private final X10StatementNode[] handlers;
    @Child private X10StatementNode finallyPart;
    private final ExceptionKind[] caughtKinds;
    private final int[] exceptionSlots;
    /** Slot of the pending completion while {@code finally} runs (only with a finally part). */
    private final int pendingSlot;

    public TryNode(X10StatementNode body, ExceptionKind[] caughtKinds, int[] exceptionSlots, X10StatementNode[] handlers, X10StatementNode finallyPart, int pendingSlot) {
        this.body = body;
        this.caughtKinds = caughtKinds;
        this.exceptionSlots = exceptionSlots;
        this.handlers = handlers;
        this.finallyPart = finallyPart;
        this.pendingSlot = pendingSlot;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        if (finallyPart == null) {
            executeTryCatch(frame);
            return;
        }
        RuntimeException pending = null;
        try {
            executeTryCatch(frame);
        } catch (X10Exception | JumpException e) {
            pending = e;
        } catch (StackOverflowError e) {
            pending = X10Exception.stackOverflow(this);
        }
        runFinally(frame, pending);
    }

    private void runFinally(VirtualFrame frame, RuntimeException pending) {
        frame.setObject(pendingSlot, pending);
        finallyPart.executeVoid(frame);
        frame.setObject(pendingSlot, null);
        if (pending != null) {
            throw pending;
        }
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        X10StatementNode next = path.enter(this);
        if (next == finallyPart) {
            // a thief resumes inside finally: the completion to go on with came in the frame
            finallyPart.resume(frame, path);
            RuntimeException pending = (RuntimeException) frame.getObject(pendingSlot);
            frame.setObject(pendingSlot, null);
            if (pending != null) {
                throw pending;
            }
            return;
        }
        RuntimeException pending = null;
        try {
            if (next == body) {
                try {
                    body.resume(frame, path);
                } catch (X10Exception e) {
                    if (!handle(frame, e)) {
                        throw e;
                    }
                }
            } else {
                next.resume(frame, path);
            }
        } catch (X10Exception | JumpException e) {
            if (finallyPart == null) {
                throw e;
            }
            pending = e;
        }
        if (finallyPart != null) {
            runFinally(frame, pending);
        }
    }

    @Override
    public boolean resumesInto(X10StatementNode child) {
        if (child == body || child == finallyPart) {
            return true;
        }
        for (X10StatementNode h : handlers) {
            if (h == child) {
                return true;
            }
        }
        return false;
    }

    private void executeTryCatch(VirtualFrame frame) {
        try {
            body.executeVoid(frame);
        } catch (X10Exception e) {
            if (!handle(frame, e)) {
                throw e;
            }
        } catch (StackOverflowError e) {
            // the recursion has unwound to here: room to make X10's StackOverflowError
            X10Exception overflow = X10Exception.stackOverflow(this);
            if (!handle(frame, overflow)) {
                throw overflow;
            }
        }
    }

    @ExplodeLoop
    private boolean handle(VirtualFrame frame, X10Exception e) {
        for (int i = 0; i < handlers.length; i++) {
            if (e.kind.isSubkindOf(caughtKinds[i])) {
                frame.setObject(exceptionSlots[i], e);
                handlers[i].executeVoid(frame);
                return true;
            }
        }
        return false;
    }
}
