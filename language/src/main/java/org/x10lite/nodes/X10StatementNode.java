package org.x10lite.nodes;

import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.instrumentation.GenerateWrapper;
import com.oracle.truffle.api.instrumentation.InstrumentableNode;
import com.oracle.truffle.api.instrumentation.ProbeNode;
import com.oracle.truffle.api.instrumentation.StandardTags.StatementTag;
import com.oracle.truffle.api.instrumentation.Tag;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeInfo;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.nodes.resume.ResumePath;

/**
 * A statement: executed for its effect. Every node keeps the span of source it came from.
 *
 * <p>Statements of the program text carry Truffle's {@link StatementTag}, so tools and the
 * polyglot statement limit see them. An instrument puts a wrapper between such a node and its
 * parent; resuming passes through the wrapper ({@code resume} is a resume method of the
 * generated wrapper, and a wrapper {@link #resumesInto resumes into} its delegate), so a
 * continuation runs the same with or without tools.
 */
@NodeInfo(language = "x10lite")
@GenerateWrapper(resumeMethodPrefix = "resume")
public abstract class X10StatementNode extends Node implements InstrumentableNode {
    private int sourceOffset = -1;
    private int sourceLength;
    private boolean isStatement;

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
    @GenerateWrapper.Ignore
    public boolean resumesInto(X10StatementNode child) {
        // overridden by statements that contain others; a tool's wrapper re-enters its delegate
        return this instanceof WrapperNode w && w.getDelegateNode() == child;
    }

    /** Marks this node as a statement of the program text (not a part of one, nor a block). */
    public final void markStatement() {
        this.isStatement = true;
    }

    @Override
    public boolean isInstrumentable() {
        return isStatement && getSourceSection() != null;
    }

    @Override
    public boolean hasTag(Class<? extends Tag> tag) {
        return tag == StatementTag.class && isStatement;
    }

    @Override
    public WrapperNode createWrapper(ProbeNode probe) {
        return new X10StatementNodeWrapper(this, probe);
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
