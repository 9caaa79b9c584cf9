package org.x10lite.workstealing;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.expression.SequenceNode;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.AtomicNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.nodes.parallel.WhenNode;

/**
 * Decides whether a slow clone can resume a frame after a given point: every statement from the
 * frame's start down to the point must be one that can re-enter its child
 * ({@link X10StatementNode#resumesInto}), and the statement holding a call must be safe to run
 * again from its start (no lifted calls evaluated inside an expression, as in a loop condition
 * or the right side of {@code &&}, and no atomic section). A steal that would need anything
 * else is not made: the thief looks for a younger continuation instead.
 */
final class Resumability {
    private Resumability() {
    }

    static boolean canResume(Node point, Node start) {
        List<X10StatementNode> chain = new ArrayList<>();
        boolean reachedStart = false;
        for (Node n = point; n != null && !(n instanceof RootNode); n = n.getParent()) {
            if (n instanceof X10StatementNode s) {
                chain.add(s);
            }
            if (n == start) {
                reachedStart = true;
                break;
            }
        }
        if (!reachedStart || chain.isEmpty()) {
            return false;
        }
        int i = 0;
        // an async or finish resumes after itself, a when runs again: each is a whole statement
        boolean pointIsStatement = point instanceof AsyncNode || point instanceof FinishNode || point instanceof WhenNode;
        if (!pointIsStatement) {
            while (i + 1 < chain.size() && !chain.get(i + 1).resumesInto(chain.get(i))) {
                if (!reRunnable(chain.get(i + 1))) {
                    return false;
                }
                i++;
            }
        }
        for (; i + 1 < chain.size(); i++) {
            if (!chain.get(i + 1).resumesInto(chain.get(i))) {
                return false;
            }
        }
        return chain.get(chain.size() - 1) == start;
    }

    /** A node between a call and its statement that may run again when the statement is resumed. */
    private static boolean reRunnable(X10StatementNode n) {
        return !(n instanceof SequenceNode || n instanceof AtomicNode || n instanceof WhenNode || n instanceof AsyncNode || n instanceof FinishNode);
    }
}
