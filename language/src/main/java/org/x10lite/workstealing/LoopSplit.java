package org.x10lite.workstealing;

import java.util.List;

import com.oracle.truffle.api.instrumentation.InstrumentableNode.WrapperNode;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RepeatingNode;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.X10BlockNode;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.controlflow.IfNode;
import org.x10lite.nodes.expression.ArithmeticNodes;
import org.x10lite.nodes.expression.BitwiseNodes;
import org.x10lite.nodes.expression.ComparisonNodes;
import org.x10lite.nodes.expression.Literals;
import org.x10lite.nodes.expression.LogicalNodes;
import org.x10lite.nodes.local.SharedLocalNodes;
import org.x10lite.nodes.local.ReadArgumentNode;
import org.x10lite.nodes.local.ReadLocalNode;
import org.x10lite.nodes.local.WriteLocalNode;
import org.x10lite.nodes.parallel.AsyncNode;

/**
 * Decides whether a steal can split a loop instead of taking the rest of it (lazy binary
 * splitting). {@code for (i in r) async S} spawns one activity per iteration; taking "the rest
 * of the loop" at every steal costs one steal per async, as the victim takes the rest back.
 * When the stolen async ends its iteration, the rest of the loop is just more iterations of
 * the same shape, so the thief can take the upper half of the iterations not yet started and
 * the victim keeps the lower half, without unwinding: a loop of n asyncs then costs
 * O(log n) steals per worker.
 *
 * <p>That is only the same program if the iterations are independent apart from what their
 * asyncs do (which the asyncs' own semantics already cover): the statements of the loop body
 * before the async, the conditions of the {@code if}s around it and their other branches
 * (which the thief's iterations run on its frame copy) must not throw, jump or
 * change any variable that lives beyond one iteration, because they now run on two frames.
 * Only a few node kinds qualify: declarations of locals (their scope is the iteration),
 * literals, reads of locals and arguments, and arithmetic, comparison, bitwise and logical
 * operators that cannot throw (no division). Anything else keeps the ordinary steal.
 */
final class LoopSplit {
    private LoopSplit() {
    }

    /**
     * The range loop whose iteration {@code async} ends, if the loop can be split there; else
     * null. {@code async} is a node of the function's original tree.
     */
    static ForRangeNode loopEndedBy(AsyncNode async) {
        Node child = async;
        for (Node n = async.getParent(); n != null; child = n, n = n.getParent()) {
            if (n instanceof WrapperNode) {
                continue;
            }
            if (n instanceof RepeatingNode) {
                return rangeLoopRepeating(n);
            }
            if (n instanceof IfNode ifNode) {
                // the other branch runs in the iterations the thief takes, on the thief's frame copy
                X10StatementNode other = ifNode.otherBranch(child);
                if (!isHarmless(ifNode.getCondition()) || (other != null && !isHarmlessStatement(other))) {
                    return null;
                }
            } else if (n instanceof X10BlockNode block) {
                if (!endsBlockHarmlessly(block, child)) {
                    return null;
                }
            } else {
                return null;
            }
        }
        return null;
    }

    /** The range loop whose body {@code repeating} is (under the Truffle loop node that repeats it), or null. */
    private static ForRangeNode rangeLoopRepeating(Node repeating) {
        Node loopNode = repeating.getParent();
        return loopNode != null && loopNode.getParent() instanceof ForRangeNode loop ? loop : null;
    }

    /** True if {@code last} is the block's last statement and nothing before it matters to a split. */
    private static boolean endsBlockHarmlessly(X10BlockNode block, Node last) {
        List<X10StatementNode> statements = block.getStatements();
        if (statements.isEmpty() || statements.get(statements.size() - 1) != last) {
            return false;
        }
        // the body of a loop over a Rail starts by fetching the element the counter names
        ForRangeNode loop = block.getParent() instanceof RepeatingNode ? rangeLoopRepeating(block.getParent()) : null;
        int first = loop != null && loop.fetchesElement() ? 1 : 0;
        for (int i = first; i < statements.size() - 1; i++) {
            if (!isHarmlessStatement(statements.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isHarmlessStatement(Node s) {
        Node n = unwrap(s);
        if (n instanceof WriteLocalNode w) {
            return w.isDeclaration() && childrenHarmless(w);
        }
        if (n instanceof SharedLocalNodes.DeclareSharedLocalNode) {
            // a shared val's declaration: a new variable per iteration
            return true;
        }
        if (n instanceof X10BlockNode b) {
            for (X10StatementNode inner : b.getStatements()) {
                if (!isHarmlessStatement(inner)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /** An expression that cannot throw, jump, call or write anything. */
    private static boolean isHarmless(X10ExpressionNode e) {
        Node n = unwrap(e);
        boolean kindOk = n instanceof ReadLocalNode || n instanceof ReadArgumentNode || n instanceof SharedLocalNodes.ReadSharedLocalNode ||
                        n.getClass().getEnclosingClass() == Literals.class || n instanceof ArithmeticNodes.AddNode || n instanceof ArithmeticNodes.SubNode ||
                        n instanceof ArithmeticNodes.MulNode || n instanceof ArithmeticNodes.NegNode || isComparison(n) || isBitwise(n) ||
                        n instanceof LogicalNodes.NotNode || n instanceof LogicalNodes.ShortCircuitNode || n instanceof LogicalNodes.ConditionalNode;
        return kindOk && childrenHarmless(n);
    }

    private static boolean isComparison(Node n) {
        return n instanceof ComparisonNodes.EqualNode || n instanceof ComparisonNodes.LessThanNode || n instanceof ComparisonNodes.LessOrEqualNode ||
                        n instanceof ComparisonNodes.GreaterThanNode || n instanceof ComparisonNodes.GreaterOrEqualNode;
    }

    private static boolean isBitwise(Node n) {
        return n instanceof BitwiseNodes.AndNode || n instanceof BitwiseNodes.OrNode || n instanceof BitwiseNodes.XorNode || n instanceof BitwiseNodes.ComplementNode ||
                        n instanceof BitwiseNodes.ShiftLeftNode || n instanceof BitwiseNodes.ShiftRightNode || n instanceof BitwiseNodes.UnsignedShiftRightNode;
    }

    private static boolean childrenHarmless(Node n) {
        for (Node c : n.getChildren()) {
            if (!(unwrap(c) instanceof X10ExpressionNode e) || !isHarmless(e)) {
                return false;
            }
        }
        return true;
    }

    private static Node unwrap(Node n) {
        return n instanceof WrapperNode w ? w.getDelegateNode() : n;
    }
}
