package org.x10lite.semantics;

import java.util.HashMap;
import java.util.Map;

import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeUtil;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.expression.BinaryNode;
import org.x10lite.nodes.expression.IndexArithmeticNode;
import org.x10lite.nodes.expression.UnaryNode;
import org.x10lite.nodes.local.ReadLocalNode;

/**
 * Finds, in one function, the arithmetic that computes Rail indices, so that only it speculates
 * on {@code Int} range ({@link IndexArithmeticNode}): the operators of an index expression, and
 * of the initializers of the {@code val}s it reads ({@code val k = i * n + j; a(k - n)}),
 * transitively. The {@code val}s are declared, and their initializers translated, before any
 * index that reads them.
 */
final class RailIndices {
    /** The initializers of the function's {@code val}s not yet found to compute an index, by slot. */
    private final Map<Integer, X10ExpressionNode> valInitializers = new HashMap<>();

    void declaredVal(LocalVar v, X10ExpressionNode initializer) {
        valInitializers.put(v.slot, initializer);
    }

    /** Marks the arithmetic computing {@code index}; returns it. */
    X10ExpressionNode index(X10ExpressionNode index) {
        mark(index);
        return index;
    }

    private void mark(Node node) {
        if (node instanceof IndexArithmeticNode a) {
            a.markComputesIndex();
        }
        if (node instanceof ReadLocalNode read) {
            // removed once marked: every initializer is walked at most once
            X10ExpressionNode initializer = valInitializers.remove(read.getSlot());
            if (initializer != null) {
                mark(initializer);
            }
        } else if (node instanceof BinaryNode || node instanceof UnaryNode) {
            // operators and conversions; a call, a field or an element read ends the index's arithmetic
            NodeUtil.forEachChild(node, child -> {
                mark(child);
                return true;
            });
        }
    }
}
