package org.x10lite.statics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.x10lite.X10Context;
import org.x10lite.values.X10Class;

/**
 * The per-context state of one translated program: the static fields of its classes and, for
 * each context, whether that context ran the static initializers. The translated program (its
 * nodes, its compiled code) is shared by every context of the engine that evaluates the same
 * source; only this is not.
 */
public final class ProgramStatics {
    private final List<StaticFields> classes = new ArrayList<>();
    /** By context index: the context's run of the initializers. Guarded by this. */
    private Initialization[] initializations = new Initialization[0];

    /** The static fields of a class of this program (at translation, before the program is published). */
    public StaticFields newClass(X10Class layout) {
        StaticFields fields = new StaticFields(this, layout);
        classes.add(fields);
        return fields;
    }

    /**
     * The context evaluates the program: on its first evaluation there its classes get static
     * fields of its own. Yields the context's initialization of the program.
     */
    public Initialization enter(X10Context context) {
        int index = context.index;
        synchronized (this) {
            if (index >= initializations.length) {
                initializations = Arrays.copyOf(initializations, Math.max(index + 1, initializations.length * 2));
            }
            Initialization init = initializations[index];
            if (init == null) {
                for (StaticFields c : classes) {
                    c.instantiate(index);
                }
                init = new Initialization();
                initializations[index] = init;
                context.remember(this);
            }
            return init;
        }
    }

    /** The context with this index is disposed. */
    public void forget(int contextIndex) {
        synchronized (this) {
            if (contextIndex < initializations.length) {
                initializations[contextIndex] = null;
            }
        }
        for (StaticFields c : classes) {
            c.forget(contextIndex);
        }
    }

    /**
     * A program's static initializers in one context. They run on its first evaluation there;
     * a second evaluation yields the program with its statics as they are. If an initializer
     * threw, every later evaluation throws that exception again; if the run was cancelled or
     * interrupted, the next evaluation runs the initializers again.
     */
    public static final class Initialization {
        private static final Object DONE = new Object();
        /** Guarded by this: null until the initializers ran; then DONE or their exception. */
        private Object outcome;

        /** Runs {@code initializers} unless they ran (or failed) before in this context; concurrent evaluations wait. */
        public synchronized void runOnce(Runnable initializers) {
            if (outcome == null) {
                try {
                    initializers.run();
                    outcome = DONE;
                } catch (org.x10lite.values.X10Exception e) {
                    outcome = e;
                    throw e;
                }
            } else if (outcome instanceof org.x10lite.values.X10Exception failure) {
                throw failure;
            }
        }
    }
}
