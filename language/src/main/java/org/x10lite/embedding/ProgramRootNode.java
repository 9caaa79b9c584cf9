package org.x10lite.embedding;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.X10Language;
import org.x10lite.semantics.Translator;

/** What evaluating a source runs: the static field initializers; it yields the program's {@link X10Module}. */
public final class ProgramRootNode extends RootNode {
    private final Translator.Program program;
    @Child private DirectCallNode staticInitializer;

    public ProgramRootNode(X10Language language, Translator.Program program) {
        super(language);
        this.program = program;
        this.staticInitializer = DirectCallNode.create(program.staticInitializer());
    }

    @Override
    public Object execute(VirtualFrame frame) {
        staticInitializer.call();
        return new X10Module(X10Language.get(this), program);
    }

    @Override
    public String getName() {
        return "<program>";
    }
}
