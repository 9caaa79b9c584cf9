package org.x10lite.embedding;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.X10Language;
import org.x10lite.semantics.Translator;
import org.x10lite.values.X10Exception;

/**
 * What evaluating a source runs: the static field initializers; it yields the program's
 * {@link X10Module}.
 *
 * <p>Each initializer runs as {@code main} does ({@link EntryRootNode}): on the worker pool,
 * inside an implicit finish, so that a {@code when} in it can wait for a sibling activity and
 * the exceptions of its escaping activities arrive together as {@code MultipleExceptions}.
 *
 * <p>Truffle keeps the parsed program of a source for the life of the context, so evaluating
 * the same source again runs this root again, on the same static fields. The initializers run
 * only the first time: a second evaluation yields the same program with its statics as they
 * are (an embedder who wants a fresh program evaluates a source built with
 * {@code cached(false)}). If an initializer threw, every later evaluation throws that exception
 * again; if the run was cancelled or interrupted, the next evaluation runs the initializers again.
 */
public final class ProgramRootNode extends RootNode {
    private final Translator.Program program;
    @Children private final DirectCallNode[] staticInitializers;
    /** Guarded by {@code this}: null until the initializers ran; then DONE or their exception. */
    private Object initialization;
    private static final Object DONE = new Object();

    public ProgramRootNode(X10Language language, Translator.Program program) {
        super(language);
        this.program = program;
        // each initializer runs like main: on the workers, inside an implicit finish
        this.staticInitializers = program.staticInitializers().stream()
                        .map(init -> DirectCallNode.create(new EntryRootNode(language, init, init.getRootNode().getName()).getCallTarget()))
                        .toArray(DirectCallNode[]::new);
    }

    @Override
    public Object execute(VirtualFrame frame) {
        initializeOnce();
        return new X10Module(X10Language.get(this), program);
    }

    @TruffleBoundary
    private synchronized void initializeOnce() {
        if (initialization == null) {
            try {
                for (DirectCallNode init : staticInitializers) {
                    init.call();
                }
                initialization = DONE;
            } catch (X10Exception e) {
                initialization = e;
                throw e;
            }
        } else if (initialization instanceof X10Exception failure) {
            throw failure;
        }
    }

    @Override
    public String getName() {
        return "<program>";
    }
}
