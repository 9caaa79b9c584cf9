package org.x10lite.nodes;

import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.instrumentation.GenerateWrapper;
import com.oracle.truffle.api.instrumentation.InstrumentableNode;
import com.oracle.truffle.api.instrumentation.ProbeNode;
import com.oracle.truffle.api.instrumentation.StandardTags.CallTag;
import com.oracle.truffle.api.instrumentation.StandardTags.RootBodyTag;
import com.oracle.truffle.api.instrumentation.StandardTags.RootTag;
import com.oracle.truffle.api.instrumentation.StandardTags.StatementTag;
import com.oracle.truffle.api.instrumentation.Tag;
import com.oracle.truffle.api.interop.NodeLibrary;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeInfo;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.resume.ResumePath;
import org.x10lite.nodes.scope.LocalScope;

/**
 * A statement: executed for its effect. Every node keeps the span of source it came from.
 *
 * <p>Statements of the program text carry Truffle's {@link StatementTag}, so tools and the
 * polyglot statement limit see them; calls of user code carry {@link CallTag}, and a function's
 * body {@link RootTag} and {@link RootBodyTag} (the CPU tracer counts roots, the debugger steps
 * by statements and calls). An instrument puts a wrapper between such a node and its
 * parent; resuming passes through the wrapper ({@code resume} is a resume method of the
 * generated wrapper, and a wrapper {@link #resumesInto resumes into} its delegate), so a
 * continuation runs the same with or without tools.
 *
 * <p>Every node answers {@link NodeLibrary}'s scope messages for tools: the local variables of
 * its function's activation ({@link LocalScope}), {@code this} as the receiver.
 */
@NodeInfo(language = "x10lite")
@GenerateWrapper(resumeMethodPrefix = "resume")
@ExportLibrary(value = NodeLibrary.class)
public abstract class X10StatementNode extends Node implements InstrumentableNode {
    private int sourceOffset = -1;
    private int sourceLength;
    /** The standard tags this node carries: {@link #STATEMENT}, {@link #CALL}, {@link #ROOT_BODY}. */
    private byte tags;

    private static final byte STATEMENT = 1;
    private static final byte CALL = 2;
    private static final byte ROOT_BODY = 4;

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
        this.tags |= STATEMENT;
    }

    /** Marks this node as a call of user code. */
    protected final void markCall() {
        this.tags |= CALL;
    }

    /** Marks this node as the whole body of a function. */
    public final void markRootBody() {
        this.tags |= ROOT_BODY;
    }

    @Override
    public boolean isInstrumentable() {
        return tags != 0 && getSourceSection() != null;
    }

    @Override
    public boolean hasTag(Class<? extends Tag> tag) {
        if (tag == StatementTag.class) {
            return (tags & STATEMENT) != 0;
        } else if (tag == CallTag.class) {
            return (tags & CALL) != 0;
        } else if (tag == RootTag.class || tag == RootBodyTag.class) {
            return (tags & ROOT_BODY) != 0 && isBodyOfFunction();
        }
        return false;
    }

    /**
     * True if this node is the body of the function's own root, not the copy of it that a
     * stolen continuation resumes in: that root enters its own {@code RootTag} node first
     * ({@code PartOfFunctionBodyNode}), and a copy tagged too would count the part twice.
     */
    private boolean isBodyOfFunction() {
        Node parent = getParent();
        if (parent instanceof WrapperNode) {
            parent = parent.getParent();
        }
        return parent instanceof X10RootNode;
    }

    @Override
    public WrapperNode createWrapper(ProbeNode probe) {
        return new X10StatementNodeWrapper(this, probe);
    }

    @ExportMessage
    @GenerateWrapper.Ignore
    public final boolean hasScope(@SuppressWarnings("unused") Frame frame) {
        return getRootNode() != null;
    }

    @ExportMessage
    @GenerateWrapper.Ignore
    public final Object getScope(Frame frame, @SuppressWarnings("unused") boolean nodeEnter) throws UnsupportedMessageException {
        if (getRootNode() == null) {
            throw UnsupportedMessageException.create();
        }
        return LocalScope.of(getRootNode(), frame);
    }

    @ExportMessage
    @GenerateWrapper.Ignore
    public final boolean hasReceiverMember(Frame frame) {
        return frame != null && getRootNode() != null && LocalScope.of(getRootNode(), frame).hasThis();
    }

    @ExportMessage
    @GenerateWrapper.Ignore
    public final Object getReceiverMember(Frame frame) throws UnsupportedMessageException {
        if (!hasReceiverMember(frame)) {
            throw UnsupportedMessageException.create();
        }
        return LocalScope.THIS;
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
