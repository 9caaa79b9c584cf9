package org.x10lite.nodes.expression;

import com.oracle.truffle.api.dsl.NodeChild;
import org.x10lite.nodes.X10ExpressionNode;

@NodeChild("operand")
public abstract class UnaryNode extends X10ExpressionNode {
}
