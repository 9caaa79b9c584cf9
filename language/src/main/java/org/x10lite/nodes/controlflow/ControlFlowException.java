package org.x10lite.nodes.controlflow;

/** The light-weight exceptions {@code break}, {@code continue} and {@code return} unwind with. */
public final class ControlFlowException {
    private ControlFlowException() {
    }

    public static final class BreakException extends com.oracle.truffle.api.nodes.ControlFlowException {
        private static final long serialVersionUID = 1L;
        public static final BreakException INSTANCE = new BreakException();
    }

    public static final class ContinueException extends com.oracle.truffle.api.nodes.ControlFlowException {
        private static final long serialVersionUID = 1L;
        public static final ContinueException INSTANCE = new ContinueException();
    }

    public static final class ReturnException extends com.oracle.truffle.api.nodes.ControlFlowException {
        private static final long serialVersionUID = 1L;
        public final Object value;

        public ReturnException(Object value) {
            this.value = value;
        }
    }
}
