package org.x10lite.builtins;

import com.oracle.truffle.api.dsl.NodeChild;
import org.x10lite.nodes.X10ExpressionNode;

/**
 * A library operation ({@code Console.OUT.println}, {@code Math.sqrt}, {@code s.length()}, ...)
 * with its arguments as children, as SimpleLanguage does it. For instance methods the receiver
 * is the first argument. The translator has already checked and converted the argument types.
 */
@NodeChild(value = "arguments", type = X10ExpressionNode[].class)
public abstract class BuiltinNode extends X10ExpressionNode {
}
