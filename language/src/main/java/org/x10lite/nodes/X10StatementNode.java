package org.x10lite.nodes;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeInfo;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.nodes.resume.ResumePath;

/** A statement: executed for its effect. Every node keeps the span of source it came from. */
@NodeInfo(language = "x10lite")
public abstract class X10StatementNode extends Node {
    private int sourceOffset = -1;
    private int sourceLength;

    public abstract void executeVoid(VirtualFrame frame);

    /**
     * Continues this statement in a slow clone, from the resume point {@code path} leads to.
     * Statements that contain other statements ({@link #resumesInto}) re-enter the child on the
     * path and then go on as usual. Any other statement is the one holding the resume point, a
     * call: it runs again from its start, which is safe because the translator puts calls of
     * user code first in their statement, and the call delivers the injected result.
     */
    public void resume(VirtualFrame frame, ResumePath path) {
        executeVoid(frame);
    }

    /** True if this statement can re-enter {@code child} when resuming (see {@link #resume}). */
    public boolean resumesInto(X10StatementNode child) {
        return false;
    }

    public final <T extends X10StatementNode> T at(int offset, int length) {
        this.sourceOffset = offset;
        this.sourceLength = length;
        @SuppressWarnings("unchecked")
        T self = (T) this;
        return self;
    }

    public final boolean hasSourceSpan() {
        return sourceOffset >= 0;
    }

    @Override
    public SourceSection getSourceSection() {
        if (sourceOffset < 0 || getRootNode() == null) {
            return null;
        }
        SourceSection rootSection = getRootNode().getSourceSection();
        return rootSection == null ? null : rootSection.getSource().createSection(sourceOffset, sourceLength);
    }
}
