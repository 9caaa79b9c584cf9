package org.x10lite.nodes.object;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.nodes.Allocations;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.call.UnwoundCalls;
import org.x10lite.nodes.call.UserCallNode;
import org.x10lite.nodes.resume.Injection;
import org.x10lite.values.X10Class;
import org.x10lite.values.X10Function;
import org.x10lite.values.X10Object;

/**
 * {@code new C(args)}: allocates the instance, links an inner-class instance to its enclosing
 * instance, and runs the constructor (which starts with the field initializers).
 */
public final class NewObjectNode extends UserCallNode {
    private final X10Class x10Class;
    @Child private X10ExpressionNode outer;
    private final int outerFieldIndex;
    @Children private final X10ExpressionNode[] arguments;
    private final X10Function constructorFunction;
    @Child private DirectCallNode constructor;

    public NewObjectNode(X10Class x10Class, X10ExpressionNode outer, int outerFieldIndex, X10Function constructor, X10ExpressionNode[] arguments) {
        this.x10Class = x10Class;
        this.outer = outer;
        this.outerFieldIndex = outerFieldIndex;
        this.arguments = arguments;
        this.constructorFunction = constructor;
    }

    /** The constructor this node runs. */
    public X10Function constructor() {
        return constructorFunction;
    }

    @Override
    @ExplodeLoop
    public Object executeGeneric(VirtualFrame frame) {
        Injection resumed = injected(frame);
        if (resumed != null) {
            return resumed.deliver();
        }
        Allocations.starting(this);
        X10Object obj = Allocations.made(this, new X10Object(x10Class));
        if (outer != null) {
            obj.references[outerFieldIndex] = outer.executeGeneric(frame);
        }
        Object[] args = new Object[arguments.length + 1];
        args[0] = obj;
        for (int i = 0; i < arguments.length; i++) {
            args[i + 1] = arguments[i].executeGeneric(frame);
        }
        if (constructor == null) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            constructor = insert(DirectCallNode.create(constructorFunction.getCallTarget()));
        }
        UnwoundCalls.call(constructor, args);
        return obj;
    }
}
