package org.x10lite.workstealing;

import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import com.oracle.truffle.api.CallTarget;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.ThreadLocalAction;
import com.oracle.truffle.api.TruffleLanguage.Env;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.scheduler.FinishRecord;
import org.x10lite.scheduler.IdleBackoff;
import org.x10lite.scheduler.SchedulingPolicy;
import org.x10lite.scheduler.StealHandoff;
import org.x10lite.scheduler.WorkerCounters;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;

/**
 * The workers of one context and how they find work. A program's main activity is injected
 * into a shared queue; after that, work moves only by steals and by continuations made runnable
 * when a finish completes. Under work-first a thief asks a random busy victim for a continuation
 * through a thread-local action; under help-first it takes the oldest fresh task off another
 * worker's deque, which stops nobody. Idle workers back off and park; while no program runs they
 * park until one starts.
 */
public final class WorkerPool {
    /** How long a thief waits for a victim to answer before giving up on that attempt. */
    private static final long STEAL_PATIENCE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    /**
     * Workers run below the compilers. During a program's first seconds the Graal compiler (Java
     * code, itself being compiled by the JVM) competes with the workers for the cores, and a
     * worker interpreting guest code gains little while it delays the compiled code it waits for:
     * on two cores, two workers were slower than one until the workers stood back. Java
     * priorities reach the OS only where the JVM maps them (-XX:ThreadPriorityPolicy=1: the x10lite
     * image, tools/build-image); elsewhere this changes nothing. Truffle's compiler threads ask for
     * the highest priority, which only a user who may raise priorities gets: lowering the workers
     * gives every user the same order (docs/performance.md, "Time to result").
     */
    static final int WORKER_PRIORITY = Thread.MIN_PRIORITY;
    /**
     * Adaptive: how long after taking a fresh task a thief leaves victims' continuations alone
     * ({@link #freshTasksFlowing}).
     */
    private static final long FRESH_TASK_PATIENCE_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    /** How long closing the context waits for the workers to end. */
    private static final long SHUTDOWN_PATIENCE_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final Env env;
    /** The context's atomic lock, where waiting {@code when}s are registered. */
    private final AtomicSection atomicSection;
    private final HostThreads hostThreads;
    private final java.util.function.Function<Runnable, Thread> newThread;
    private final int size;
    private final int maxCompensating;
    private final boolean stress;
    /** Work-first or adaptive: idle workers ask busy ones for continuations off their stacks. */
    private final boolean stealsContinuations;
    /** Help-first or adaptive: workers leave fresh tasks on their deques. */
    private final boolean runsFreshTasks;
    private final List<Worker> workers = new CopyOnWriteArrayList<>();
    /** Every worker thread ever started, retired ones included: closing waits for all of them. */
    private final List<Thread> threads = new CopyOnWriteArrayList<>();
    private final ConcurrentLinkedQueue<Task> injected = new ConcurrentLinkedQueue<>();
    /** The runs whose callers wait in {@link #runMain} now (idle workers park while there are none). */
    private final java.util.Set<ProgramCompletion> runs = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** How long a host call waits for a worker to take it before one more worker starts. */
    private static final long TAKE_OVER_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
    private final AtomicInteger blocked = new AtomicInteger();
    private final AtomicInteger compensating = new AtomicInteger();
    /** Workers started and not retired. */
    private final AtomicInteger live = new AtomicInteger();
    /** Of those, the ones that are not compensating workers. */
    private final AtomicInteger regularLive = new AtomicInteger();
    private final AtomicInteger compensationsStarted = new AtomicInteger();
    /**
     * Workers that look at {@link #injected} before they run anything else: those inside
     * {@link #idle}, and those started but not yet looking for work. A host call counts on them
     * to take its task (see {@link #startWorkerIfNoneIdle}). Guarded by this pool's lock, like
     * {@link Worker#countedIdle}.
     */
    private int idleWorkers;
    private final Object sleepers = new Object();
    /**
     * Counts the times stealable work appeared where there was none (a continuation made runnable,
     * a steal that gave a thief work): an idle worker that sees it change starts its backoff
     * afresh and looks at once, instead of sleeping through the start of the next parallel phase.
     */
    private volatile long workSignals;
    /** Idle workers parked in {@link #sleep} with a timeout: a fresh task pushed wakes them only if there are any. */
    private volatile int sleeping;
    /** The counters of workers that have ended, until the next statistics line takes them. */
    private final WorkerCounters retiredCounters = new WorkerCounters();
    private volatile boolean shutdown;
    /** Set once a thief has walked its own stack (see prepareStealPath); racing thieves may both walk. */
    private volatile boolean stealPathPrepared;
    /** When the pool was made (System.nanoTime): the adaptive policy's warm-up counts from here. */
    final long startedAt = System.nanoTime();

    public WorkerPool(Env env, AtomicSection atomicSection, HostThreads hostThreads, int size, int maxCompensating, boolean stress, SchedulingPolicy policy) {
        this(env, task -> env.newTruffleThreadBuilder(task).build(), atomicSection, hostThreads, size, maxCompensating, stress, policy);
    }

    /** With the given way of making worker threads (tests make it fail). */
    WorkerPool(Env env, java.util.function.Function<Runnable, Thread> newThread, AtomicSection atomicSection, HostThreads hostThreads, int size, int maxCompensating,
                    boolean stress, SchedulingPolicy policy) {
        this.env = env;
        this.stealsContinuations = policy != SchedulingPolicy.HELP_FIRST;
        this.runsFreshTasks = policy != SchedulingPolicy.WORK_FIRST;
        this.atomicSection = atomicSection;
        this.hostThreads = hostThreads;
        this.newThread = newThread;
        this.size = size;
        this.stress = stress;
        this.maxCompensating = maxCompensating;
    }

    public int size() {
        return size;
    }

    /** True if {@code thread} is one of this pool's worker threads. */
    public boolean startedThread(Thread thread) {
        return threads.contains(thread);
    }

    /**
     * Starts the workers that are missing: all of them on first use, and those that ended since
     * (a {@code Context.interrupt} ends every polyglot thread of the context, workers included).
     */
    private synchronized void ensureStarted() {
        while (regularLive.get() < size) {
            startCounted(false);
        }
    }

    /** How many workers of this kind are alive: the compensating ones, or the others. */
    private AtomicInteger liveOfKind(boolean compensation) {
        return compensation ? compensating : regularLive;
    }

    /** Starts a worker and counts it as live; if the thread cannot start, nothing is counted. */
    private synchronized void startCounted(boolean compensation) {
        liveOfKind(compensation).incrementAndGet();
        live.incrementAndGet();
        try {
            startWorker(compensation);
        } catch (RuntimeException | OutOfMemoryError noThread) {
            liveOfKind(compensation).decrementAndGet();
            live.decrementAndGet();
            throw noThread;
        }
    }

    /** Starts a worker thread; none starts once the pool is shutting down (closing joins every thread it started). */
    private synchronized Worker startWorker(boolean compensation) {
        if (shutdown) {
            throw new IllegalStateException("the context is closing");
        }
        Worker w = new Worker(this, workers.size(), compensation);
        Thread t = newThread.apply(w::run);
        t.setUncaughtExceptionHandler(new QuietWhenOutOfMemory(t.getUncaughtExceptionHandler()));
        t.setName("x10lite-worker-" + w.index + (compensation ? "-compensating" : ""));
        t.setDaemon(true);
        t.setPriority(WORKER_PRIORITY);
        w.thread = t;
        workers.add(w);
        threads.removeIf(ended -> ended.getState() == Thread.State.TERMINATED);
        threads.add(t);
        t.start();
        // it looks at the queue first thing (it clears this itself, under this lock, so after it is set)
        countIdle(w, true);
        return w;
    }

    /** Runs a program's main activity on the workers and waits for its root finish (host code: never partially evaluated). */
    @TruffleBoundary
    public Object runMain(CallTarget entry, Object[] arguments, Node location) {
        ensureStarted();
        FinishRecord root = new FinishRecord();
        ProgramCompletion program = new ProgramCompletion(this);
        MainTask task = new MainTask(entry, arguments, root, program);
        runs.add(program);
        try {
            program.workAdded();
            injected.add(task);
            wakeAll();
            startWorkerIfNoneIdle(task);
            Worker self = Scheduler.currentState().worker;
            if (self != null && self.pool == this) {
                // guest code called a host function that called back in: this activity waits
                // for that run as for a blocked finish, so that a compensating worker can run it
                blockedWhile(self, StackCapture.hasStealable(self), () -> program.await(location));
            } else {
                program.await(location);
            }
        } catch (Throwable interruptedOrCancelled) {
            // the caller leaves (Context.interrupt, close(true)): so does every activity of its program
            program.fail(interruptedOrCancelled);
            throw interruptedOrCancelled;
        } finally {
            runs.remove(program);
        }
        if (program.fatal() != null) {
            awaitStopped(program, location);
            throwUnchecked(program.fatal());
        }
        List<Throwable> failures = root.failures();
        if (!failures.isEmpty()) {
            if (program.mainFailure != null) {
                failures.add(0, program.mainFailure);
            }
            throw org.x10lite.nodes.parallel.FinishNode.multipleExceptions(failures, location);
        }
        if (program.mainFailure != null) {
            throw program.mainFailure;
        }
        return program.result;
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void throwUnchecked(Throwable t) throws T {
        throw (T) t;
    }

    /**
     * Stops the activities of a run that failed as a whole: each worker running one of them
     * throws {@link ProgramCancelled} at its next safepoint (a waiting worker at once). Queued
     * tasks of the run are dropped when a worker takes them.
     */
    void stopActivitiesOf(ProgramCompletion program) {
        List<Thread> running = new java.util.ArrayList<>();
        for (Worker w : workers) {
            Task t = w.current;
            if (t != null && t.program == program && w.thread != Thread.currentThread()) {
                running.add(w.thread);
            }
        }
        // a worker that takes a task of the run after this scan sees the run abandoned (Worker.runTask)
        if (running.isEmpty()) {
            return;
        }
        try {
            env.submitThreadLocal(running.toArray(new Thread[0]), new CancelAction(program));
        } catch (IllegalStateException | IllegalArgumentException closingOrEnded) {
            // the context is closing (its own cancellation stops them) or a thread has ended
        }
    }

    /**
     * Fails every run in progress with {@code cause}: the scheduler itself failed outside any
     * activity (see {@link Worker}), and any of them may have lost work.
     */
    void failAllRuns(Throwable cause) {
        while (!shutdown) {
            try {
                for (ProgramCompletion program : runs) {
                    program.fail(cause);
                }
                return;
            } catch (Throwable stillFailing) {
                // The heap is still exhausted (even iterating allocates): again, until it works.
                // It will: the activity holding the memory fails too, or is stopped, and lets go.
                // A run already failed is not failed twice; if stopping its activities failed,
                // they end by themselves and its caller waits for them a bounded time (awaitStopped).
                Thread.yield();
            }
        }
    }

    /**
     * Waits until no worker runs an activity of a failed run any more (they were told to stop),
     * so that its caller, told it ended, sees nothing of it happen afterwards. Bounded: a worker
     * stuck outside guest code is left to finish by itself.
     */
    private void awaitStopped(ProgramCompletion program, Node location) {
        long deadline = System.nanoTime() + SHUTDOWN_PATIENCE_NANOS;
        while (runsActivityOf(program) && System.nanoTime() < deadline) {
            TruffleSafepoint.setBlockedThreadInterruptible(location, unused -> Thread.sleep(1), null);
        }
    }

    private boolean runsActivityOf(ProgramCompletion program) {
        for (Worker w : workers) {
            Task t = w.current;
            if (t != null && t.program == program) {
                return true;
            }
        }
        return false;
    }

    // ---- finding work --------------------------------------------------------------------

    /** The next task for {@code self}; {@link Worker#ranSteal} tells whether a steal of a continuation gave it. */
    Task findWork(Worker self) {
        self.ranSteal = false;
        Task t = self.runnable.pollFirst();
        if (t == null && runsFreshTasks) {
            t = self.freshTasks.pop();
        }
        if (t == null) {
            t = injected.poll();
        }
        if (t != null) {
            return t;
        }
        // a snapshot: compensating workers retire concurrently
        Worker[] all = workers.toArray(new Worker[0]);
        int n = all.length;
        if (n <= 1 || runs.isEmpty()) {
            return null;
        }
        int startAt = ThreadLocalRandom.current().nextInt(n);
        for (int i = 0; i < n; i++) {
            Worker other = all[(startAt + i) % n];
            if (other != self && (t = other.runnable.pollLast()) != null) {
                return t;
            }
        }
        if (runsFreshTasks) {
            // a fresh task is taken without stopping anyone: tried before a continuation
            for (int i = 0; i < n; i++) {
                Worker other = all[(startAt + i) % n];
                FreshTask stolen;
                if (other != self && (stolen = other.freshTasks.steal()) != null) {
                    self.counters.freshTaskSteals++;
                    if (stealsContinuations) {
                        self.freshTaskStolenAt = System.nanoTime();
                    }
                    return stolen;
                }
            }
            if (!stealsContinuations) {
                // help-first: the deques hold all there is to steal
                return null;
            }
        }
        Worker victim = randomBusyVictim(self, all, startAt);
        if (victim == null || (!stress && mayNotAskYet(self, System.nanoTime()))) {
            return null;
        }
        t = steal(self, victim);
        self.ranSteal = t != null;
        return t;
    }

    /** True if the thief leaves victims alone now: its steals have not paid off lately, or fresh tasks flow. */
    private boolean mayNotAskYet(Worker self, long now) {
        return !self.throttle.maySteal(now) || freshTasksFlowing(self, now);
    }

    /**
     * Adaptive: this thief took a fresh task less than {@link #FRESH_TASK_PATIENCE_NANOS} ago, so
     * more are likely to come (a help-first site spawning on, or the stack condition leaving one
     * at each level of a deep recursion), and it waits for them rather than stopping a victim for
     * a continuation. Without it, SOR's thieves, finding the deques empty for a moment at the start
     * and end of each phase, split the row loop of its help-first site by continuation steals as
     * under work-first. (Not under steal stress, which asks whenever it can.)
     */
    private boolean freshTasksFlowing(Worker self, long now) {
        return runsFreshTasks && now - self.freshTaskStolenAt < FRESH_TASK_PATIENCE_NANOS;
    }

    private static Worker randomBusyVictim(Worker self, Worker[] all, int startAt) {
        int n = all.length;
        for (int i = 0; i < n; i++) {
            Worker w = all[(startAt + i) % n];
            // a blocked worker with nothing stealable left is not worth a handshake
            if (w != self && w.current != null && w.thread.isAlive() && (!w.blockedNow || w.stealableWhileBlocked)) {
                return w;
            }
        }
        return null;
    }

    private Task steal(Worker thief, Worker victim) {
        prepareStealPath(thief);
        StealHandoff handoff = new StealHandoff();
        long requested = System.nanoTime();
        Future<Void> action;
        try {
            action = env.submitThreadLocal(new Thread[]{victim.thread}, new StealAction(victim, handoff));
        } catch (IllegalStateException | IllegalArgumentException gone) {
            thief.counters.failedSteals++;
            return null;
        }
        Object[] result = new Object[1];
        TruffleSafepoint.setBlockedThreadInterruptible(null, h -> result[0] = h.await(STEAL_PATIENCE_NANOS), handoff);
        Task stolen = (Task) result[0];
        if (stolen == null) {
            action.cancel(false);
            thief.counters.failedSteals++;
            if (handoff.answeredEmpty()) {
                // the victim stopped for this one (the others timed out)
                thief.counters.emptyAnswers++;
            }
            return null;
        }
        thief.counters.steals++;
        workAppeared();
        thief.counters.maxStealLatencyNanos = Math.max(thief.counters.maxStealLatencyNanos, System.nanoTime() - requested);
        return stolen;
    }

    /**
     * The first stack walk of a process costs 100 to 250 ms here (the VM's stack introspection
     * initializes itself), and the first walk of a pool loads the walking code: a victim whose
     * steal did that first stopped for that long. A thief, which is idle anyway, walks its own
     * (guest-free) stack once before its pool's first steal request instead, and loads the rest
     * of the steal's code.
     */
    private void prepareStealPath(Worker thief) {
        if (!stealPathPrepared) {
            StackCapture.hasStealable(thief);
            StackCapture.loadStealPath();
            stealPathPrepared = true;
        }
    }

    void idle(Worker self, IdleBackoff backoff) {
        countIdle(self, true);
        try {
            idleOnce(self, backoff);
        } finally {
            countIdle(self, false);
        }
    }

    /** Counts {@code w} among the {@link #idleWorkers} or not; cleared before a worker looks for work. */
    synchronized void countIdle(Worker w, boolean idle) {
        if (w.countedIdle != idle) {
            w.countedIdle = idle;
            idleWorkers += idle ? 1 : -1;
        }
    }

    private void idleOnce(Worker self, IdleBackoff backoff) {
        if (runs.isEmpty()) {
            sleep(self, Long.MAX_VALUE);
            return;
        }
        if (stress) {
            // hunting without pause, but still answering thread-local actions (interrupts, late steal requests)
            TruffleSafepoint.poll(null);
            Thread.yield();
            return;
        }
        long signals = workSignals;
        if (signals != self.workSignalsSeen) {
            self.workSignalsSeen = signals;
            backoff.reset();
        }
        long nanos = backoff.next();
        if (nanos < 0) {
            Thread.yield();
        } else if (nanos > 0) {
            sleep(self, nanos);
        }
    }

    private void sleep(Worker self, long nanos) {
        TruffleSafepoint.setBlockedThreadInterruptible(null, lock -> {
            synchronized (lock) {
                // re-checked under the lock runMain notifies with, so a start is never missed
                if (nanos == Long.MAX_VALUE) {
                    if (!shutdown && runs.isEmpty()) {
                        lock.wait();
                    }
                } else {
                    // counted before the signals are read: a push either sees it or is seen (see pushFreshTask)
                    sleeping++;
                    try {
                        if (!shutdown && injected.isEmpty() && workSignals == self.workSignalsSeen) {
                            TimeUnit.NANOSECONDS.timedWait(lock, nanos);
                        }
                    } finally {
                        sleeping--;
                    }
                }
            }
        }, sleepers);
    }

    private void wakeAll() {
        synchronized (sleepers) {
            sleepers.notifyAll();
        }
    }

    /** Makes a continuation runnable (released by the last party of a finish): the current worker runs it next. */
    void makeRunnable(Task task) {
        // counted before anyone can take it
        task.program.workAdded();
        ThreadState ts = Scheduler.currentState();
        if (ts != null && ts.worker != null && ts.worker.pool == this) {
            ts.worker.runnable.addFirst(task);
            workAppeared();
        } else {
            injected.add(task);
            wakeAll();
        }
    }

    /**
     * A help-first async's body goes on {@code self}'s deque, counted as live work of its run
     * first. If the deque was empty, idle workers look again at once, and parked ones are woken
     * if there are any (the signal is written before {@link #sleeping} is read, and a sleeper
     * counts itself before it reads the signal). A push onto tasks already there signals nothing:
     * idle workers were told when the first came, and a signal per push (a shared write, and a
     * wake-up that enters the kernel while a worker sleeps) made two workers slower than one on
     * programs of small tasks. A sleeper that misses a signal finds the task when its park ends.
     */
    void pushFreshTask(Worker self, FreshTask task) {
        task.program.workAdded();
        boolean wasEmpty = self.freshTasks.isEmpty();
        self.freshTasks.push(task);
        self.counters.freshTasks++;
        if (wasEmpty) {
            workSignals++;
            if (sleeping > 0) {
                wakeAll();
            }
        }
    }

    /** Stealable work appeared: idle workers look again at once (see {@link #workSignals}). */
    private void workAppeared() {
        workSignals++;
        wakeAll();
    }

    // ---- blocking and compensation -------------------------------------------------------

    /**
     * Runs {@code wait} as a blocked worker. While blocked, a compensating worker may start (X10's
     * answer to activities that wait for work queued behind them), at most {@code maxCompensating}.
     * {@code stealable} says whether a thief could take a continuation off this worker's stack
     * (steals from it keep that up to date): while one could, the run is not deadlocked.
     */
    void blockedWhile(Worker self, boolean stealable, Runnable wait) {
        self.stealableWhileBlocked = stealable;
        self.blockedNow = true;
        synchronized (this) {
            blocked.incrementAndGet();
            // keep `size` workers that are not blocked, within the bound
            if (live.get() - blocked.get() < size) {
                // closing, or no native thread: then it waits without a compensating worker
                tryStartCompensating();
            }
        }
        try {
            wait.run();
        } finally {
            self.blockedNow = false;
            blocked.decrementAndGet();
        }
    }

    /** Workers counted as blocked now (for tests). */
    int blockedCount() {
        return blocked.get();
    }

    /**
     * A host call arrived (its main task is queued): unless a worker takes it, one more worker
     * starts for it, so that a call never waits behind another call's long-running work. It is
     * counted as a compensating worker and retires like one when it finds nothing to do.
     *
     * <p>The idle workers are enough if there are as many as queued calls: a worker counts as
     * idle only inside {@link #idle}, and from its start until it first looks for work, from
     * where it looks at the queue before anything else (two calls arriving at once must not count
     * on the same worker). Otherwise the call waits up to {@link #TAKE_OVER_WAIT_NANOS} for a
     * worker to take it: one that has just finished the previous call gets there within
     * microseconds when it has a core (an embedder calling in a loop started a compensating
     * worker every few calls otherwise, which then stole from the one-worker run), but on a
     * loaded machine it may wait for a core for milliseconds (11 ms was seen while the compiler
     * ran), while a busy worker may run its own work for seconds first.
     */
    private void startWorkerIfNoneIdle(MainTask task) {
        if (enoughIdleWorkers()) {
            return;
        }
        task.waitingCaller = Thread.currentThread();
        long deadline = System.nanoTime() + TAKE_OVER_WAIT_NANOS;
        long left;
        while (!task.taken && (left = deadline - System.nanoTime()) > 0) {
            LockSupport.parkNanos(left);
        }
        task.waitingCaller = null;
        // counted again rather than asking whether this call was taken: the queue is first in,
        // first out, so a worker started for another call may have taken this one; then this
        // call starts one for that other call
        if (!enoughIdleWorkers()) {
            // if none can start, the call waits for a busy worker
            tryStartCompensating();
        }
    }

    private synchronized boolean enoughIdleWorkers() {
        return injected.size() <= idleWorkers;
    }

    /** Starts a compensating worker if the bound allows and a thread can be made (not while closing). */
    private synchronized void tryStartCompensating() {
        if (compensating.get() >= maxCompensating) {
            return;
        }
        try {
            startCounted(true);
            compensationsStarted.incrementAndGet();
        } catch (RuntimeException | OutOfMemoryError noThread) {
            // closing, or no native thread
        }
    }

    /**
     * The run has no live work any more: nothing of it is queued or running, every activity
     * waits. It is deadlocked, and each of its waiting {@code when}s gets a
     * {@code DeadlockException}, if and only if also no thief could take work off a blocked
     * worker's stack and nothing outside the run can make a condition true (a single host thread
     * uses the context: the one waiting for this run). Checked holding the atomic lock, where
     * every wake-up happens, so no activity can become live meanwhile.
     */
    void outOfWork(ProgramCompletion program) {
        if (program.isAbandoned() || !hostThreads.onlyOne()) {
            return;
        }
        atomicSection.withLock(() -> {
            if (program.hasLiveWork() || stealableWhileBlocked(program)) {
                return;
            }
            for (WaitingWhen w : atomicSection.takeWaitingOf(program)) {
                w.deadlocked(X10Exception.create(ExceptionKind.DEADLOCK, "the condition of 'when' is false and no other activity can make it true (every activity is waiting)", w.when()));
            }
        });
    }

    private boolean stealableWhileBlocked(ProgramCompletion program) {
        for (Worker w : workers) {
            Task t = w.current;
            if (t != null && t.program == program && w.blockedNow && w.stealableWhileBlocked) {
                return true;
            }
        }
        return false;
    }

    /**
     * A compensating worker that found nothing to do retires if enough others are not blocked.
     * Not while a call is queued: under this lock, a host call either sees it gone (and starts
     * another worker if needed) or has queued its task, which this worker then takes.
     */
    synchronized boolean compensationNoLongerNeeded(Worker self) {
        if (live.get() - blocked.get() > size && injected.isEmpty()) {
            compensating.decrementAndGet();
            live.decrementAndGet();
            return true;
        }
        return false;
    }

    // ---- lifecycle ----------------------------------------------------------------------

    void attach(Worker w) {
        ThreadState ts = Scheduler.currentState();
        ts.worker = w;
        w.state = ts;
        w.counters = ts.counters;
    }

    /** A worker's thread ends: normally retiring (already uncounted), or ended by an interrupt or by closing. */
    void detach(Worker w, boolean retired) {
        countIdle(w, false);
        workers.remove(w);
        if (!retired) {
            synchronized (this) {
                live.decrementAndGet();
                liveOfKind(w.compensating).decrementAndGet();
            }
        }
        synchronized (retiredCounters) {
            retiredCounters.add(w.counters);
        }
    }

    /**
     * Adds the counters of every worker, retired ones included, to {@code sum} and starts them
     * afresh, so that each run's statistics are its own. Each live worker hands over its own
     * counters in a thread-local action: its writes happen before the read, without making the
     * counters themselves shared.
     */
    @TruffleBoundary
    public void drainCounters(WorkerCounters sum, Node location) {
        List<Thread> live = new java.util.ArrayList<>();
        for (Worker w : workers) {
            live.add(w.thread);
        }
        if (!live.isEmpty()) {
            try {
                Future<Void> handedOver = env.submitThreadLocal(live.toArray(new Thread[0]), new ThreadLocalAction(false, false) {
                    @Override
                    protected void perform(Access access) {
                        WorkerCounters own = Scheduler.currentState().counters;
                        synchronized (sum) {
                            sum.add(own);
                        }
                        own.reset();
                    }
                });
                TruffleSafepoint.setBlockedThreadInterruptible(location, f -> {
                    try {
                        f.get();
                    } catch (java.util.concurrent.ExecutionException notHandedOver) {
                        // the action cannot fail; if it did, that worker's counters are missing from this line
                    }
                }, handedOver);
            } catch (IllegalStateException | IllegalArgumentException closingOrEnded) {
                // closing, or a worker ended meanwhile: its counters are among the retired ones
            }
        }
        synchronized (retiredCounters) {
            synchronized (sum) {
                sum.add(retiredCounters);
            }
            retiredCounters.reset();
        }
    }

    boolean isShutdown() {
        return shutdown;
    }

    /** Called by waiting workers: leaves the wait (and the worker) when the context is closing. */
    void checkNotShutdown() {
        if (shutdown) {
            throw new PoolShutdown();
        }
    }

    /** Stops and joins every worker (context close). */
    public void shutdown() {
        synchronized (this) {
            // under the lock startWorker takes: after this, no worker thread starts
            shutdown = true;
        }
        wakeAll();
        for (Worker w : workers) {
            LockSupport.unpark(w.thread);
        }
        // Truffle disposes the context only once every polyglot thread has ended, so wait for all
        // of them: not only those in the worker list (a worker leaves the list before its thread
        // ends, and retired compensating workers left it earlier), and even if this thread has an
        // interrupt pending. Every worker leaves at its next wait (all waits check for shutdown)
        // or when its task ends; the deadline only guards against a runtime bug.
        long deadline = System.nanoTime() + SHUTDOWN_PATIENCE_NANOS;
        boolean interrupted = false;
        for (Thread t : threads) {
            long left;
            while (t.isAlive() && (left = deadline - System.nanoTime()) > 0) {
                try {
                    TimeUnit.NANOSECONDS.timedJoin(t, left);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public int compensationsStarted() {
        return compensationsStarted.get();
    }
}
