package org.x10lite.scheduler;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The deque of a help-first worker: its owner pushes and pops at the bottom, thieves take from
 * the top, and a thief never stops the owner. This is Chase and Lev's dynamic circular
 * work-stealing deque (SPAA 2005), with the memory orderings that Lê, Pop, Cohen and
 * Zappa Nardelli proved sufficient for it (PPoPP 2013): the owner's push and pop take no lock
 * and no atomic read-modify-write except when it races a thief for the last element, and
 * thieves race each other with one compare-and-set on {@code top}.
 *
 * <p>Seed 002 (Guo et al., IPDPS 2009) extends this deque for its non-blocking help-first steals;
 * here the finish protocol needs no extension of the deque (a thief takes a task whose finish
 * has already counted it, see {@code FinishRecord}).
 *
 * <p>Elements a thief took stay referenced by the array until the owner's pushes overwrite the
 * slot (a thief may not clear it: the owner may already have reused it); the owner clears the
 * slots it pops.
 */
public final class WorkStealingDeque<T> {
    private static final VarHandle TOP;
    private static final VarHandle BOTTOM;
    private static final VarHandle ARRAY;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            TOP = l.findVarHandle(WorkStealingDeque.class, "top", long.class);
            BOTTOM = l.findVarHandle(WorkStealingDeque.class, "bottom", long.class);
            ARRAY = l.findVarHandle(WorkStealingDeque.class, "array", Object[].class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final int INITIAL_CAPACITY = 64;

    /** The next element a thief takes. Only grows. */
    @SuppressWarnings("unused") private volatile long top;
    /** One past the owner's end. Written only by the owner. */
    @SuppressWarnings("unused") private volatile long bottom;
    /** A power of two in length; element {@code i} lives at {@code i & (length - 1)}. Replaced only by the owner. */
    @SuppressWarnings("unused") private volatile Object[] array = new Object[INITIAL_CAPACITY];

    /** Owner only: adds {@code task} at the bottom. */
    public void push(T task) {
        long b = (long) BOTTOM.getOpaque(this);
        long t = (long) TOP.getAcquire(this);
        Object[] a = (Object[]) ARRAY.getOpaque(this);
        if (b - t > a.length - 1) {
            a = grow(a, t, b);
        }
        SLOT.setOpaque(a, (int) (b & (a.length - 1)), task);
        // the element is visible before the new bottom that lets a thief take it
        BOTTOM.setRelease(this, b + 1);
    }

    /** Owner only: takes the element pushed last, or returns null if there is none. */
    @SuppressWarnings("unchecked")
    public T pop() {
        long b = (long) BOTTOM.getOpaque(this) - 1;
        Object[] a = (Object[]) ARRAY.getOpaque(this);
        BOTTOM.setOpaque(this, b);
        // the new bottom is visible to thieves before top is read (a store-load fence)
        VarHandle.fullFence();
        long t = (long) TOP.getOpaque(this);
        if (t > b) {
            // empty
            BOTTOM.setOpaque(this, b + 1);
            return null;
        }
        int index = (int) (b & (a.length - 1));
        T task = (T) SLOT.getOpaque(a, index);
        if (t == b) {
            // the last element: a thief may be taking it too
            if (!TOP.compareAndSet(this, t, t + 1)) {
                task = null;
            }
            BOTTOM.setOpaque(this, b + 1);
            if (task != null) {
                SLOT.setOpaque(a, index, null);
            }
            return task;
        }
        SLOT.setOpaque(a, index, null);
        return task;
    }

    /**
     * Any thread: takes the oldest element, or returns null if there is none or another thread
     * took it first (a thief simply tries elsewhere).
     */
    @SuppressWarnings("unchecked")
    public T steal() {
        long t = (long) TOP.getAcquire(this);
        VarHandle.fullFence();
        long b = (long) BOTTOM.getAcquire(this);
        if (t >= b) {
            return null;
        }
        Object[] a = (Object[]) ARRAY.getAcquire(this);
        T task = (T) SLOT.getAcquire(a, (int) (t & (a.length - 1)));
        if (!TOP.compareAndSet(this, t, t + 1)) {
            return null;
        }
        return task;
    }

    /** An estimate (racing threads may change it at once): true if a thief would find nothing. */
    public boolean isEmpty() {
        long t = (long) TOP.getAcquire(this);
        long b = (long) BOTTOM.getAcquire(this);
        return t >= b;
    }

    /** An estimate, as {@link #isEmpty()}. */
    public long size() {
        long t = (long) TOP.getAcquire(this);
        long b = (long) BOTTOM.getAcquire(this);
        return Math.max(0, b - t);
    }

    /** Owner only: a twice larger array holding the elements {@code t..b-1}; thieves may still read the old one. */
    private Object[] grow(Object[] old, long t, long b) {
        Object[] bigger = new Object[old.length * 2];
        for (long i = t; i < b; i++) {
            bigger[(int) (i & (bigger.length - 1))] = old[(int) (i & (old.length - 1))];
        }
        ARRAY.setRelease(this, bigger);
        return bigger;
    }
}
