package org.x10lite.nodes.expression;

import com.oracle.truffle.api.dsl.NodeChild;
import org.x10lite.nodes.X10ExpressionNode;

/** Two operands of the same static type (the translator converts mixed operands first). */
@NodeChild("left")
@NodeChild("right")
public abstract class BinaryNode extends X10ExpressionNode {
    /**
     * A {@code Long} whose value an {@code Int} holds. {@code Long} sums, differences and products
     * first speculate that operands and result stay in {@code Int}'s range: indices and loop
     * counters do, and a value the compiler knows to be a sign-extended {@code Int} is an index
     * it can check against a Rail's length once (and a loop's counter an {@code int} induction
     * variable, whose checks it can hoist out of the loop). Once a value leaves that range, the
     * node does plain 64-bit arithmetic for good.
     */
    protected static boolean fitsInInt(long v) {
        return (int) v == v;
    }

}
