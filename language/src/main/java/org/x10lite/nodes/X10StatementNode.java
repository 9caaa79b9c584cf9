package org.x10lite.nodes;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeInfo;
import com.oracle.truffle.api.source.SourceSection;

/** A statement: executed for its effect. Every node keeps the span of source it came from. */
@NodeInfo(language = "x10lite")
public abstract class X10StatementNode extends Node {
    private int sourceOffset = -1;
    private int sourceLength;

    public abstract void executeVoid(VirtualFrame frame);

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
