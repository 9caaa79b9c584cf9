package org.x10lite;

import java.io.BufferedOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.instrumentation.AllocationReporter;
import com.oracle.truffle.api.TruffleLanguage.ContextReference;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.embedding.ProgramBindings;
import org.x10lite.workstealing.AtomicSection;
import org.x10lite.scheduler.AdaptiveRules;
import org.x10lite.scheduler.SchedulingPolicy;
import org.x10lite.scheduler.WorkerCounters;
import org.x10lite.statics.ProgramStatics;
import org.x10lite.statics.StaticFields;
import org.x10lite.workstealing.HostThreads;
import org.x10lite.workstealing.ThreadState;
import org.x10lite.workstealing.WorkerPool;

/**
 * The state of one x10lite context: its options, output streams, the lock behind atomic blocks,
 * its workers, and (through its {@link #index}) its static fields. The translated program is
 * shared by the contexts of an engine; everything a running program changes lives here.
 */
public final class X10Context {
    private static final ContextReference<X10Context> REFERENCE = ContextReference.create(X10Language.class);

    public final X10Language language;
    public final TruffleLanguage.Env env;
    /** Guest {@code Console.OUT}; buffered, flushed when the program ends and before anything goes to ERR. */
    public final PrintStream out;
    public final PrintStream err;
    public final AtomicSection atomicSection = new AtomicSection();
    /** The classes of the programs this context evaluated: its language bindings. */
    public final ProgramBindings bindings = new ProgramBindings();
    /** The threads other than workers that have entered this context (see {@link HostThreads}). */
    final HostThreads hostThreads = new HostThreads();
    public final int workers;
    /**
     * Programs run serially here, on the calling thread: asked for ({@code --x10lite.Elide}), or
     * the context may not create threads. Only the option shapes the translated program (see
     * {@link #elideOption}): a context without threads runs the same code as its neighbours.
     */
    public final boolean elide;
    /** {@code --x10lite.Elide}: the program is translated with finish and async elided. */
    public final boolean elideOption;
    public final boolean stats;
    /** {@code --x10lite.Policy}: what a worker does at an async (shapes the translated program). */
    public final SchedulingPolicy policy;
    /** {@code --x10lite.Adaptive*}: the adaptive policy's bounds (shape the translated program too). */
    public final AdaptiveRules adaptiveRules;
    public final boolean stealStress;
    public final int maxCompensatingWorkers;
    /**
     * This context's number among the live contexts of its language instance: its entry in the
     * per-context tables of shared code ({@link StaticFields}). Given back when it is disposed.
     */
    public final int index;
    /** The programs this context evaluated, whose tables have an entry for it; weakly, as a program may be dropped before the context. */
    private final Set<ProgramStatics> programs = Collections.newSetFromMap(new WeakHashMap<>());
    private WorkerPool pool;
    /** Tells the memory tracer about the objects, Rails and closures guest code makes (see {@code Allocations}). */
    public final AllocationReporter allocationReporter;

    X10Context(X10Language language, TruffleLanguage.Env env, int index) {
        this.language = language;
        this.env = env;
        this.index = index;
        int requested = env.getOptions().get(X10Options.Workers);
        this.workers = requested > 0 ? requested : Runtime.getRuntime().availableProcessors();
        // without threads there are no workers: finish and async keep their serial meaning
        this.elideOption = env.getOptions().get(X10Options.Elide);
        this.elide = elideOption || !env.isCreateThreadAllowed();
        this.stats = env.getOptions().get(X10Options.Stats);
        this.policy = env.getOptions().get(X10Options.Policy);
        this.adaptiveRules = X10Options.adaptiveRules(env.getOptions());
        this.stealStress = env.getOptions().get(X10Options.StealStress);
        this.maxCompensatingWorkers = env.getOptions().get(X10Options.MaxCompensatingWorkers);
        this.allocationReporter = env.lookup(AllocationReporter.class);
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

    /** This context evaluated a program (its statics have an entry for this context now). */
    public void remember(ProgramStatics program) {
        synchronized (programs) {
            programs.add(program);
        }
    }

    /** Disposal: the statics of every program evaluated here drop their entry for this context, before its index is reused. */
    void forgetStatics() {
        List<ProgramStatics> evaluated;
        synchronized (programs) {
            evaluated = new ArrayList<>(programs);
            programs.clear();
        }
        for (ProgramStatics p : evaluated) {
            p.forget(index);
        }
    }

    /** The worker pool, started on first use. */
    @TruffleBoundary
    public synchronized WorkerPool pool() {
        if (pool == null) {
            pool = new WorkerPool(env, atomicSection, hostThreads, workers, maxCompensatingWorkers, stealStress, policy);
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
