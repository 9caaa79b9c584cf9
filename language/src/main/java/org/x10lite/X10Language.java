package org.x10lite;

import java.util.BitSet;

import com.oracle.truffle.api.CallTarget;
import com.oracle.truffle.api.ContextThreadLocal;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.instrumentation.ProvidedTags;
import com.oracle.truffle.api.instrumentation.StandardTags;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.source.Source;
import org.graalvm.options.OptionDescriptors;
import org.x10lite.parser.Parser;
import org.x10lite.parser.SyntaxError;
import org.x10lite.parser.Tree;
import org.x10lite.embedding.HostCalls;
import org.x10lite.embedding.ProgramRootNode;
import org.x10lite.embedding.X10StaticError;
import org.x10lite.workstealing.ThreadState;
import org.x10lite.semantics.StaticErrors;
import org.x10lite.semantics.Translator;
import org.x10lite.values.HostInterop;

/**
 * The x10lite language: a subset of X10 2.6 whose point is finish/async task parallelism.
 * Evaluating a source checks and translates the whole program, runs the static field
 * initializers, and yields a module object whose members are the program's classes (and
 * {@code main}, the program's entry point).
 *
 * <p>Context policy {@code SHARED}: the contexts of one engine share this language object, the
 * translated programs and their compiled code. Nothing a running program changes lives there:
 * static fields, the initializers' outcome, workers, the atomic lock and output are per context
 * ({@link X10Context}); the translation depends only on options, which
 * {@link #areOptionsCompatible} keeps equal between the contexts that share it.
 */
@TruffleLanguage.Registration(id = X10Language.ID, name = "X10lite", version = X10Language.VERSION, defaultMimeType = X10Language.MIME_TYPE,
                characterMimeTypes = X10Language.MIME_TYPE, contextPolicy = TruffleLanguage.ContextPolicy.SHARED,
                fileTypeDetectors = X10FileDetector.class, website = "https://github.com/x10lite")
@ProvidedTags({StandardTags.RootTag.class, StandardTags.RootBodyTag.class, StandardTags.CallTag.class, StandardTags.StatementTag.class})
public final class X10Language extends TruffleLanguage<X10Context> {
    public static final String ID = "x10lite";
    public static final String VERSION = "0.1.0";
    public static final String MIME_TYPE = "application/x-x10lite";

    private static final LanguageReference<X10Language> REFERENCE = LanguageReference.create(X10Language.class);

    private final ContextThreadLocal<ThreadState> threadState = locals.createContextThreadLocal((context, thread) -> context.newThreadState());
    /** The indexes of the live contexts of this language object (see {@link X10Context#index}). Guarded by itself. */
    private final BitSet contextIndexes = new BitSet();
    private final HostInterop hostInterop = new HostCalls(this);

    /** What values need of the embedding layer to answer a host (calls into guest code, conversions). */
    public HostInterop hostInterop() {
        return hostInterop;
    }

    /** The classes of the programs the context evaluated ({@code Context.getBindings("x10lite")}). */
    @Override
    protected Object getScope(X10Context context) {
        return context.bindings;
    }

    @Override
    protected X10Context createContext(Env env) {
        int index;
        synchronized (contextIndexes) {
            index = contextIndexes.nextClearBit(0);
            contextIndexes.set(index);
        }
        try {
            return new X10Context(this, env, index);
        } catch (RuntimeException | Error e) {
            releaseIndex(index);
            throw e;
        }
    }

    @Override
    protected void disposeContext(X10Context context) {
        // nothing of the context runs any more: its statics go, then its index may be reused
        context.forgetStatics();
        releaseIndex(context.index);
    }

    private void releaseIndex(int index) {
        synchronized (contextIndexes) {
            contextIndexes.clear(index);
        }
    }

    @Override
    protected void initializeThread(X10Context context, Thread thread) {
        context.threadInitialized(thread);
    }

    @Override
    protected void disposeThread(X10Context context, Thread thread) {
        context.threadDisposed(thread);
    }

    @Override
    protected void finalizeContext(X10Context context) {
        context.shutdownWorkers();
        context.flushOutput();
    }

    @Override
    protected boolean areOptionsCompatible(org.graalvm.options.OptionValues firstOptions, org.graalvm.options.OptionValues newOptions) {
        // Elide, Stats, Policy and the adaptive rules change the translated tree; the other options only the context's runtime
        return firstOptions.get(X10Options.Elide).equals(newOptions.get(X10Options.Elide)) &&
                        firstOptions.get(X10Options.Stats).equals(newOptions.get(X10Options.Stats)) &&
                        firstOptions.get(X10Options.Policy).equals(newOptions.get(X10Options.Policy)) &&
                        X10Options.adaptiveRules(firstOptions).equals(X10Options.adaptiveRules(newOptions));
    }

    @Override
    protected boolean isThreadAccessAllowed(Thread thread, boolean singleThreaded) {
        return true;
    }

    @Override
    protected OptionDescriptors getOptionDescriptors() {
        return new X10OptionsOptionDescriptors();
    }

    @Override
    protected CallTarget parse(ParsingRequest request) {
        Source source = request.getSource();
        Translator.Program program;
        try {
            Tree.CompilationUnit unit = Parser.parse(source.getCharacters().toString());
            // the options of the parsing context are those of every context sharing the result
            X10Context context = X10Context.get(null);
            program = Translator.translate(this, source, unit, context.elideOption, context.stats, context.policy, context.adaptiveRules);
        } catch (SyntaxError e) {
            throw new X10StaticError(source.getName() + ":" + e.line + ":" + e.column + ": " + e.getMessage(), sectionAt(source, e.line, e.column));
        } catch (StaticErrors e) {
            throw new X10StaticError(e.getMessage(), e.firstLocation);
        }
        return new ProgramRootNode(this, program).getCallTarget();
    }

    private static com.oracle.truffle.api.source.SourceSection sectionAt(Source source, int line, int column) {
        try {
            return source.createSection(line, column, 0);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    public static X10Language get(Node node) {
        return REFERENCE.get(node);
    }

    /** The runtime state of the current thread (slow paths only). */
    public ThreadState threadState() {
        return threadState.get();
    }
}
