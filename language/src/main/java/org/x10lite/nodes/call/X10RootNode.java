package org.x10lite.nodes.call;

import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.RootNode;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.ControlFlowException.ReturnException;

/** The root of a method, constructor or closure body. {@code return} unwinds to here. */
public final class X10RootNode extends RootNode {
    @Child private X10StatementNode body;
    private final String name;
    private final SourceSection sourceSection;

    public X10RootNode(TruffleLanguage<?> language, FrameDescriptor frameDescriptor, X10StatementNode body, String name, SourceSection sourceSection) {
        super(language, frameDescriptor);
        this.body = body;
        this.name = name;
        this.sourceSection = sourceSection;
    }

    @Override
    public Object execute(VirtualFrame frame) {
        try {
            body.executeVoid(frame);
            return null;
        } catch (ReturnException e) {
            return e.value;
        }
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public SourceSection getSourceSection() {
        return sourceSection;
    }

    @Override
    public boolean isCloningAllowed() {
        return true;
    }

    @Override
    public String toString() {
        return name;
    }
}
