package org.x10lite.nodes.controlflow;

/** The light-weight exceptions {@code break}, {@code continue} and {@code return} unwind with. */
public final class ControlFlowException {
    private ControlFlowException() {
    }

    /**
     * A jump out of the statements around it: {@code break}, {@code continue} or {@code return}.
     * A {@code finish} or a {@code finally} that such a jump passes holds it as its pending
     * completion while it waits or runs, and completes it afterwards (maybe on another worker).
     */
    public abstract static class JumpException extends com.oracle.truffle.api.nodes.ControlFlowException {
        private static final long serialVersionUID = 1L;
    }

    public static final class BreakException extends JumpException {
        private static final long serialVersionUID = 1L;
        public static final BreakException INSTANCE = new BreakException();
    }

    public static final class ContinueException extends JumpException {
        private static final long serialVersionUID = 1L;
        public static final ContinueException INSTANCE = new ContinueException();
    }

    public static final class ReturnException extends JumpException {
        private static final long serialVersionUID = 1L;
        public final Object value;

        public ReturnException(Object value) {
            this.value = value;
        }
    }
}
