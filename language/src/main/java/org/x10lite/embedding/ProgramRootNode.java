package org.x10lite.embedding;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.X10Context;
import org.x10lite.X10Language;
import org.x10lite.semantics.Translator;
import org.x10lite.workstealing.SlowPathClasses;

/**
 * What evaluating a source runs: the static field initializers; it yields the program's
 * {@link X10Module}.
 *
 * <p>Each initializer runs as {@code main} does ({@link EntryRootNode}): on the worker pool,
 * inside an implicit finish, so that a {@code when} in it can wait for a sibling activity and
 * the exceptions of its escaping activities arrive together as {@code MultipleExceptions}.
 *
 * <p>Truffle keeps the parsed program of a source, and shares it between the contexts of an
 * engine: evaluating the same source again, in this context or another, runs this root again.
 * Each context has its own static fields ({@link org.x10lite.statics.ProgramStatics}), and the
 * initializers run in a context only on its first evaluation of the source: a second evaluation
 * yields the same program with its statics as they are (an embedder who wants a fresh program
 * evaluates a source built with {@code cached(false)}). If an initializer threw, every later
 * evaluation in that context throws that exception again; if the run was cancelled or
 * interrupted, the next evaluation runs the initializers again.
 */
public final class ProgramRootNode extends RootNode {
    private final Translator.Program program;
    @Children private final DirectCallNode[] staticInitializers;

    public ProgramRootNode(X10Language language, Translator.Program program) {
        super(language);
        this.program = program;
        X10ClassObject.install(language, program.classes().values());
        // each initializer runs like main: on the workers, inside an implicit finish
        this.staticInitializers = program.staticInitializers().stream()
                        .map(init -> DirectCallNode.create(new EntryRootNode(language, init, init.getRootNode().getName(), false).getCallTarget()))
                        .toArray(DirectCallNode[]::new);
    }

    @Override
    public Object execute(VirtualFrame frame) {
        SlowPathClasses.initialize();
        X10Context context = X10Context.get(this);
        initializeOnce(context);
        context.bindings.add(program.classes().values());
        return new X10Module(X10Language.get(this), program);
    }

    @TruffleBoundary
    private void initializeOnce(X10Context context) {
        program.statics().enter(context).runOnce(() -> {
            for (DirectCallNode init : staticInitializers) {
                init.call();
            }
        });
    }

    @Override
    public String getName() {
        return "<program>";
    }
}
