package org.x10lite.workstealing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * The one lock behind every {@code atomic} and {@code when} of a context: X10's atomic blocks
 * are mutually exclusive with each other, whatever data they touch. A {@code when} whose
 * condition is false registers as a {@link WaitingWhen}; every atomic section that ends (an
 * {@code atomic} body or a {@code when} body ran) makes all registered waiters test their
 * conditions again. All waiting happens inside Truffle safepoint-blocked regions, so
 * thread-local actions (steal requests, cancellation) still reach a waiting worker.
 */
public final class AtomicSection {
    private final ReentrantLock lock = new ReentrantLock();
    /** Signalled when a thread blocked in a {@code when} has been woken (see {@link #awaitWoken}). */
    private final Condition woken = lock.newCondition();
    /** The waiters to wake when the next atomic section ends. Guarded by the lock. */
    private List<WaitingWhen> waiting = new ArrayList<>();
    /** Threads blocked in a {@code when} (they hold the lock only between tests). Guarded by the lock. */
    private final java.util.Set<Thread> blockedThreads = new java.util.HashSet<>();

    @TruffleBoundary
    public void enter(Node location) {
        if (!lock.tryLock()) {
            TruffleSafepoint.setBlockedThreadInterruptible(location, ReentrantLock::lockInterruptibly, lock);
        }
    }

    /**
     * Enters for a {@code when}. X10 forbids {@code when} inside {@code atomic} or {@code when}
     * (written there it is a static error; reached through a call, it is this run-time one): it
     * could wait for ever, and waiting would release the enclosing section's lock in its middle.
     */
    @TruffleBoundary
    public void enterWhen(Node location) {
        enter(location);
        if (lock.getHoldCount() > 1) {
            lock.unlock();
            throw X10Exception.create(ExceptionKind.ILLEGAL_OPERATION, "'when' reached inside 'atomic' or 'when' (through a call)", location);
        }
    }

    /**
     * True if the current thread runs inside an {@code atomic} or {@code when} body (not merely
     * waiting in a {@code when}). Nothing is stolen from such a thread: the rest of the body would
     * run without the lock on the thief, and a finish inside it would wait holding the lock.
     */
    @TruffleBoundary
    public boolean insideBody() {
        return lock.isHeldByCurrentThread() && !blockedThreads.contains(Thread.currentThread());
    }

    /** Ends an atomic section whose body ran: every waiting {@code when} tests its condition again. */
    @TruffleBoundary
    public void exit() {
        try {
            if (!waiting.isEmpty()) {
                List<WaitingWhen> wake = waiting;
                waiting = new ArrayList<>();
                for (WaitingWhen w : wake) {
                    w.conditionMayHold();
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** Leaves a {@code when} whose body did not run (it waits elsewhere now, or failed): nothing changed. */
    @TruffleBoundary
    public void exitUnchanged() {
        lock.unlock();
    }

    /** Registers a waiter, holding the lock: the next atomic section to end wakes it. */
    @TruffleBoundary
    public void addWaiting(WaitingWhen w) {
        assert lock.isHeldByCurrentThread();
        waiting.add(w);
    }

    /** Runs {@code action} holding the lock (a deadlock verdict is given so). */
    @TruffleBoundary
    public void withLock(Runnable action) {
        lock.lock();
        try {
            action.run();
        } finally {
            lock.unlock();
        }
    }

    /** Holding the lock: removes and returns the waiters of {@code run}. */
    public List<WaitingWhen> takeWaitingOf(Object run) {
        assert lock.isHeldByCurrentThread();
        List<WaitingWhen> taken = new ArrayList<>();
        waiting.removeIf(w -> {
            if (w.run() == run) {
                taken.add(w);
                return true;
            }
            return false;
        });
        return taken;
    }

    /** Holding the lock: forgets a waiter that stopped waiting by itself (cancelled, interrupted). */
    public void removeWaiting(WaitingWhen w) {
        assert lock.isHeldByCurrentThread();
        waiting.remove(w);
    }

    /**
     * Called holding the lock by a thread blocked in a {@code when}: releases the lock until
     * {@code done} holds (its waiter was woken or got a verdict), then holds it again. Every
     * 50 ms it runs {@code check} (which may throw: the context is closing).
     */
    @TruffleBoundary
    public void awaitWoken(Node location, BooleanSupplier done, Runnable check) {
        blockedThreads.add(Thread.currentThread());
        try {
            TruffleSafepoint.setBlockedThreadInterruptible(location, c -> {
                while (!done.getAsBoolean()) {
                    c.await(50, TimeUnit.MILLISECONDS);
                    check.run();
                }
            }, woken);
        } finally {
            blockedThreads.remove(Thread.currentThread());
        }
    }

    /** Holding the lock: wakes the threads blocked in {@link #awaitWoken} to look at their waiters. */
    public void signalBlocked() {
        woken.signalAll();
    }
}
