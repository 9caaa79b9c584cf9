package org.x10lite.workstealing;

import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.values.X10Exception;

/**
 * An activity waiting in a {@code when} whose condition was false: its continuation parked
 * (the usual case: the worker went on with other work), or a thread blocked in place (when
 * the continuation could not be taken off the stack). It waits in its {@link AtomicSection}
 * until an atomic section ends, which is the only thing that can make its condition true.
 * Both methods are called holding the atomic lock, at most once per registration.
 */
public interface WaitingWhen {
    /** An atomic section ended: the waiter is made to test its condition again. */
    void conditionMayHold();

    /** Nothing can ever make the condition true: the waiter's {@code when} throws {@code deadlock}. */
    void deadlocked(X10Exception deadlock);

    /** The program run the waiting activity belongs to. */
    Object run();

    /** The {@code when} that waits (for the exception's location). */
    WhenNode when();
}
