package org.x10lite.scheduler;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The shared state of one dynamic {@code finish} instance, created lazily: only when a thief
 * steals under the finish (or an activity under it fails). Until then the finish is pure
 * sequential code and has no record at all.
 *
 * <p>{@code parties} counts the threads of control that still have to check out before the
 * code after the finish may run. A record starts with one party, the <em>main line</em>: the
 * flow that will reach the end of the finish body. Every steal that splits a flow under the
 * finish adds one. Whoever checks out last runs the code after the finish: the main line in
 * place if it is last, otherwise the continuation the main line {@linkplain #park parked}
 * here when it arrived early.
 */
public final class FinishRecord {
    private final AtomicInteger parties;
    /** Made by the first failure: most records never see one, and help-first makes a record per finish. */
    private volatile ConcurrentLinkedQueue<Throwable> failures;
    private volatile Object parked;
    private volatile Object mainLineJump;

    public FinishRecord() {
        this.parties = new AtomicInteger(1);
    }

    /** One more flow of control now runs under this finish and will check out of it. */
    public void join() {
        parties.incrementAndGet();
    }

    /** Undoes a {@link #join()} whose flow never started. */
    public void unjoin() {
        parties.decrementAndGet();
    }

    /** A flow under this finish ended. Returns true if it was the last one. */
    public boolean checkOut() {
        int left = parties.decrementAndGet();
        assert left >= 0 : "finish record checked out more often than joined";
        return left == 0;
    }

    /** True if the caller (a party of this record) is the only party left. */
    public boolean isLastParty() {
        return parties.get() == 1;
    }

    /** An activity governed by this finish terminated with an exception. */
    public void failed(Throwable exception) {
        ConcurrentLinkedQueue<Throwable> f = failures;
        if (f == null) {
            FAILURES.compareAndSet(this, null, new ConcurrentLinkedQueue<Throwable>());
            f = failures;
        }
        f.add(exception);
    }

    public boolean hasFailures() {
        ConcurrentLinkedQueue<Throwable> f = failures;
        return f != null && !f.isEmpty();
    }

    /** The exceptions collected so far, in arrival order. */
    public List<Throwable> failures() {
        ConcurrentLinkedQueue<Throwable> f = failures;
        return f == null ? new ArrayList<>() : new ArrayList<>(f);
    }

    private static final java.lang.invoke.VarHandle FAILURES;

    static {
        try {
            FAILURES = java.lang.invoke.MethodHandles.lookup().findVarHandle(FinishRecord.class, "failures", ConcurrentLinkedQueue.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * The {@code break}, {@code continue} or {@code return} that ended the finish body, if one
     * did: the main line leaves it here with its parked continuation, and whoever runs the code
     * after the finish completes it.
     */
    public void setMainLineJump(Object jump) {
        this.mainLineJump = jump;
    }

    public Object getMainLineJump() {
        return mainLineJump;
    }

    /**
     * The main line reached the end of the finish before the other parties: it leaves the code
     * after the finish here (before checking out, so the last party is sure to find it).
     */
    public void park(Object continuationAfterFinish) {
        this.parked = continuationAfterFinish;
    }

    /** Takes the parked continuation (the last party calls this after its {@link #checkOut()}). */
    public Object takeParked() {
        Object c = parked;
        parked = null;
        return c;
    }
}
