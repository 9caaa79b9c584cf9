package org.x10lite.statics;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import org.x10lite.values.X10Class;
import org.x10lite.values.X10Object;

/**
 * The static fields of one class. Contexts on one engine share the code that reads them
 * (context policy {@code SHARED}), but each context has its own values: a holder object per
 * context, an instance of a hidden class with the static field layout, kept in a table indexed
 * by the context's {@linkplain org.x10lite.X10Context#index index}.
 *
 * <p>Reading takes no lock and costs two loads (the table, the context's entry) and a check.
 * A context's entry is written (under this object's lock) when the context first evaluates the
 * program, before any code of the program can run there, and cleared when the context is
 * disposed, before its index can go to another context. The table only grows, by copying: a
 * thread racing with another context's growth may see the new array before its contents; it
 * then reads null and looks again under the lock, so it never sees another context's holder.
 */
public final class StaticFields {
    /** The program this class belongs to; kept alive by the code that reads these fields, so a context can always clear its entry. */
    final ProgramStatics program;
    private final X10Class layout;
    /** By context index; grows under the lock. */
    private X10Object[] holders = new X10Object[0];

    StaticFields(ProgramStatics program, X10Class layout) {
        this.program = program;
        this.layout = layout;
    }

    /** The holder of these fields in the context with index {@code contextIndex} (which evaluated the program). */
    public X10Object holderIn(int contextIndex) {
        X10Object[] table = holders;
        if (contextIndex < table.length) {
            X10Object holder = table[contextIndex];
            if (holder != null) {
                return holder;
            }
        }
        CompilerDirectives.transferToInterpreter();
        return holderUnderLock(contextIndex);
    }

    @TruffleBoundary
    private synchronized X10Object holderUnderLock(int contextIndex) {
        X10Object holder = contextIndex < holders.length ? holders[contextIndex] : null;
        if (holder == null) {
            throw CompilerDirectives.shouldNotReachHere("static fields of " + layout + " read in a context that did not evaluate the program");
        }
        return holder;
    }

    /** A context evaluates the program: it gets fields of its own, at their zero values. */
    synchronized void instantiate(int contextIndex) {
        if (contextIndex >= holders.length) {
            holders = java.util.Arrays.copyOf(holders, Math.max(contextIndex + 1, holders.length * 2));
        }
        if (holders[contextIndex] == null) {
            holders[contextIndex] = new X10Object(layout);
        }
    }

    /** The context is disposed: its fields go, and its index is free for another context. */
    synchronized void forget(int contextIndex) {
        if (contextIndex < holders.length) {
            holders[contextIndex] = null;
        }
    }
}
