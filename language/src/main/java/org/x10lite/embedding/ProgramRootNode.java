package org.x10lite.embedding;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.X10Language;
import org.x10lite.semantics.Translator;

/** What evaluating a source runs: the static field initializers; it yields the program's {@link X10Module}. */
public final class ProgramRootNode extends RootNode {
    private final Translator.Program program;
    @Children private final DirectCallNode[] staticInitializers;

    public ProgramRootNode(X10Language language, Translator.Program program) {
        super(language);
        this.program = program;
        this.staticInitializers = program.staticInitializers().stream().map(DirectCallNode::create).toArray(DirectCallNode[]::new);
    }

    @Override
    @ExplodeLoop
    public Object execute(VirtualFrame frame) {
        for (DirectCallNode init : staticInitializers) {
            init.call();
        }
        return new X10Module(X10Language.get(this), program);
    }

    @Override
    public String getName() {
        return "<program>";
    }
}
