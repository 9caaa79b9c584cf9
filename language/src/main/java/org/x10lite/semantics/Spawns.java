package org.x10lite.semantics;

import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeUtil;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.FinishNode;

/** Whether a translated statement contains an async or a finish (closures, being separate functions, do not count). */
final class Spawns {
    private Spawns() {
    }

    static boolean in(Node node) {
        if (node == null) {
            return false;
        }
        if (node instanceof AsyncNode || node instanceof FinishNode) {
            return true;
        }
        return NodeUtil.findFirstNodeInstance(node, AsyncNode.class) != null || NodeUtil.findFirstNodeInstance(node, FinishNode.class) != null;
    }
}
