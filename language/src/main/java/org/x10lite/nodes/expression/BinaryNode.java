package org.x10lite.nodes.expression;

import com.oracle.truffle.api.dsl.NodeChild;
import org.x10lite.nodes.X10ExpressionNode;

/** Two operands of the same static type (the translator converts mixed operands first). */
@NodeChild("left")
@NodeChild("right")
public abstract class BinaryNode extends X10ExpressionNode {
}
