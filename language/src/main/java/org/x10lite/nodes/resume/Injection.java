package org.x10lite.nodes.resume;

import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.values.X10Exception;

/**
 * The outcome of a call, handed to the caller's resumed frame: the call node named here,
 * when the resumed statement evaluates it, delivers the value (or throws the exception)
 * instead of calling. It sits in frame slot {@link #SLOT}, which every function reserves
 * and which only slow clones ever read.
 */
public final class Injection {
    /** The frame slot every function reserves for an injection. */
    public static final int SLOT = 0;

    private final Object target;
    private final Object value;
    private final X10Exception thrown;

    public Injection(Object target, Object value, X10Exception thrown) {
        this.target = target;
        this.value = value;
        this.thrown = thrown;
    }

    /** If the frame holds an injection for {@code call}, takes it and returns true. */
    public static Injection take(VirtualFrame frame, Object call) {
        Object o = frame.getObject(SLOT);
        if (o instanceof Injection i && i.target == call) {
            frame.setObject(SLOT, null);
            return i;
        }
        return null;
    }

    public Object deliver() {
        if (thrown != null) {
            throw thrown;
        }
        return value;
    }
}
