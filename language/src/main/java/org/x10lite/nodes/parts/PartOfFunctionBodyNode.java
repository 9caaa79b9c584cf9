package org.x10lite.nodes.parts;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.instrumentation.StandardTags.RootBodyTag;
import com.oracle.truffle.api.instrumentation.StandardTags.RootTag;
import com.oracle.truffle.api.instrumentation.Tag;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.nodes.X10ExpressionNode;

/**
 * The node that carries {@link RootTag} for a root running part of a function (a stolen
 * continuation, a loop share, a help-first task): tools that keep a stack per thread (the memory
 * tracer's, the debugger's) see the function entered on the thread that runs the part, and
 * attribute what happens there to it. So the CPU tracer counts such a part as one more entry of
 * the function. The part's own code is not below this node but beside it (see
 * {@link PartOfFunctionRootNode#runPart}): a resumed body keeps its place in the tree, which
 * stack walks read.
 */
final class PartOfFunctionBodyNode extends X10ExpressionNode {
    private final PartOfFunctionRootNode part;

    PartOfFunctionBodyNode(PartOfFunctionRootNode part) {
        this.part = part;
    }

    @Override
    public Object executeGeneric(VirtualFrame frame) {
        return part.runPart(frame);
    }

    @Override
    public boolean isInstrumentable() {
        return getSourceSection() != null;
    }

    @Override
    public boolean hasTag(Class<? extends Tag> tag) {
        return tag == RootTag.class || tag == RootBodyTag.class;
    }

    @Override
    public SourceSection getSourceSection() {
        SourceSection s = part.getFunction().getSourceSection();
        return s != null && s.isAvailable() ? s : null;
    }
}
