package org.x10lite;

import java.io.BufferedOutputStream;
import java.io.PrintStream;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.TruffleLanguage.ContextReference;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.nodes.parallel.AtomicSection;
import org.x10lite.scheduler.WorkerCounters;
import org.x10lite.workstealing.HostThreads;
import org.x10lite.workstealing.ThreadState;
import org.x10lite.workstealing.WorkerPool;

/** The state of one x10lite context: its options, output streams, the lock behind atomic blocks, and its workers. */
public final class X10Context {
    private static final ContextReference<X10Context> REFERENCE = ContextReference.create(X10Language.class);

    public final X10Language language;
    public final TruffleLanguage.Env env;
    /** Guest {@code Console.OUT}; buffered, flushed when the program ends and before anything goes to ERR. */
    public final PrintStream out;
    public final PrintStream err;
    public final AtomicSection atomicSection = new AtomicSection();
    /** The threads other than workers that have entered this context (see {@link HostThreads}). */
    final HostThreads hostThreads = new HostThreads();
    public final int workers;
    public final boolean elide;
    public final boolean stats;
    public final boolean stealStress;
    public final int maxCompensatingWorkers;
    private WorkerPool pool;

    X10Context(X10Language language, TruffleLanguage.Env env) {
        this.language = language;
        this.env = env;
        int requested = env.getOptions().get(X10Options.Workers);
        this.workers = requested > 0 ? requested : Runtime.getRuntime().availableProcessors();
        // without threads there are no workers: finish and async keep their serial meaning
        this.elide = env.getOptions().get(X10Options.Elide) || !env.isCreateThreadAllowed();
        this.stats = env.getOptions().get(X10Options.Stats);
        this.stealStress = env.getOptions().get(X10Options.StealStress);
        this.maxCompensatingWorkers = env.getOptions().get(X10Options.MaxCompensatingWorkers);
        this.out = new PrintStream(new BufferedOutputStream(env.out(), 1 << 16), false);
        // guest stderr is unbuffered, and flushes guest stdout first so the two interleave as written
        this.err = new PrintStream(new java.io.FilterOutputStream(env.err()) {
            @Override
            public void write(byte[] buf, int off, int len) throws java.io.IOException {
                X10Context.this.out.flush();
                this.out.write(buf, off, len);
            }
        }, true);
        warnIfSerialForWantOfThreads();
    }

    /**
     * Says once, when the context is made, that it runs without workers because the embedder did
     * not allow threads (rather than failing on the first program that spawns).
     */
    private void warnIfSerialForWantOfThreads() {
        if (!env.isCreateThreadAllowed() && !env.getOptions().get(X10Options.Elide)) {
            err.println("x10lite: warning: this context may not create threads (Context.Builder.allowCreateThread(true) is not set), "
                            + "so finish and async run with their serial meaning on the calling thread (serial elision).");
        }
    }

    public static X10Context get(Node node) {
        return REFERENCE.get(node);
    }

    /** The worker pool, started on first use. */
    @TruffleBoundary
    public synchronized WorkerPool pool() {
        if (pool == null) {
            pool = new WorkerPool(env, atomicSection, hostThreads, workers, maxCompensatingWorkers, stealStress);
        }
        return pool;
    }

    /** Truffle initializes a thread for this context (its first entry): host threads are counted. */
    void threadInitialized(Thread thread) {
        if (!isWorkerThread(thread)) {
            hostThreads.entered(thread);
        }
    }

    /** Truffle disposes a thread of this context (it ended, or the context closes). */
    void threadDisposed(Thread thread) {
        hostThreads.left(thread);
    }

    private synchronized boolean isWorkerThread(Thread thread) {
        return pool != null && pool.startedThread(thread);
    }

    ThreadState newThreadState() {
        return new ThreadState();
    }

    /**
     * The {@code x10lite.stats:} line of the run that just ended on this thread: the counters of
     * this thread and of every worker, summed, then started afresh for the next run.
     */
    @TruffleBoundary
    public String statsLine(Node location) {
        WorkerCounters sum = new WorkerCounters();
        WorkerPool p;
        synchronized (this) {
            p = pool;
        }
        if (p != null) {
            p.drainCounters(sum, location);
        }
        WorkerCounters own = language.threadState().counters();
        sum.add(own);
        own.reset();
        return sum.format(elide ? 0 : workers, p == null ? 0 : p.compensationsStarted());
    }

    /** Stops the workers; called when the context is finalized. */
    void shutdownWorkers() {
        WorkerPool p;
        synchronized (this) {
            p = pool;
        }
        if (p != null) {
            p.shutdown();
        }
    }

    public void flushOutput() {
        out.flush();
        err.flush();
    }
}
