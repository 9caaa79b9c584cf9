package org.x10lite.nodes;

import com.oracle.truffle.api.dsl.TypeSystemReference;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.instrumentation.GenerateWrapper;
import com.oracle.truffle.api.instrumentation.ProbeNode;
import com.oracle.truffle.api.nodes.UnexpectedResultException;

/**
 * An expression: produces a value. The typed execute methods let parents that know the static
 * type ask for an unboxed value; a specialized child answers without boxing.
 */
@TypeSystemReference(X10Types.class)
@GenerateWrapper(resumeMethodPrefix = "resume")
public abstract class X10ExpressionNode extends X10StatementNode {

    /** An expression used as a statement (a call, an assignment) is wrapped as an expression. */
    @Override
    public WrapperNode createWrapper(ProbeNode probe) {
        return new X10ExpressionNodeWrapper(this, probe);
    }

    public abstract Object executeGeneric(VirtualFrame frame);

    @Override
    public void executeVoid(VirtualFrame frame) {
        executeGeneric(frame);
    }

    public long executeLong(VirtualFrame frame) throws UnexpectedResultException {
        return X10TypesGen.expectLong(executeGeneric(frame));
    }

    public int executeInt(VirtualFrame frame) throws UnexpectedResultException {
        return X10TypesGen.expectInteger(executeGeneric(frame));
    }

    public double executeDouble(VirtualFrame frame) throws UnexpectedResultException {
        return X10TypesGen.expectDouble(executeGeneric(frame));
    }

    public float executeFloat(VirtualFrame frame) throws UnexpectedResultException {
        return X10TypesGen.expectFloat(executeGeneric(frame));
    }

    public boolean executeBoolean(VirtualFrame frame) throws UnexpectedResultException {
        return X10TypesGen.expectBoolean(executeGeneric(frame));
    }

    public char executeChar(VirtualFrame frame) throws UnexpectedResultException {
        return X10TypesGen.expectCharacter(executeGeneric(frame));
    }
}
