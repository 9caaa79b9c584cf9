package org.x10lite.nodes.controlflow;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.parallel.Unwind;
import org.x10lite.nodes.resume.ResumePath;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * {@code try S catch (e:T) S1 ... finally F}. Only X10 exceptions are caught; control flow
 * ({@code break}, {@code return}) passes through the catches but still runs {@code finally}.
 * An {@link Unwind} does not: the rest of this try statement, finally included, now belongs to
 * the thief that stole it.
 */
public final class TryNode extends X10StatementNode {
    @Child private X10StatementNode body;
    @Children private final X10StatementNode[] handlers;
    @Child private X10StatementNode finallyPart;
    private final ExceptionKind[] caughtKinds;
    private final int[] exceptionSlots;

    public TryNode(X10StatementNode body, ExceptionKind[] caughtKinds, int[] exceptionSlots, X10StatementNode[] handlers, X10StatementNode finallyPart) {
        this.body = body;
        this.caughtKinds = caughtKinds;
        this.exceptionSlots = exceptionSlots;
        this.handlers = handlers;
        this.finallyPart = finallyPart;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        if (finallyPart == null) {
            executeTryCatch(frame);
            return;
        }
        boolean unwinding = false;
        try {
            executeTryCatch(frame);
        } catch (Unwind u) {
            unwinding = true;
            throw u;
        } finally {
            if (!unwinding) {
                finallyPart.executeVoid(frame);
            }
        }
    }

    @Override
    public void resume(VirtualFrame frame, ResumePath path) {
        X10StatementNode next = path.enter(this);
        if (next == finallyPart) {
            finallyPart.resume(frame, path);
            return;
        }
        boolean unwinding = false;
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
        } catch (Unwind u) {
            unwinding = true;
            throw u;
        } finally {
            if (!unwinding && finallyPart != null) {
                finallyPart.executeVoid(frame);
            }
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
