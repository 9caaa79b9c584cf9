package org.x10lite.semantics;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeUtil;
import com.oracle.truffle.api.nodes.NodeVisitor;
import org.x10lite.nodes.call.ClosureCallNode;
import org.x10lite.nodes.call.ClosureDispatchNode;
import org.x10lite.nodes.call.InvokeNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.expression.ToStringNode;
import org.x10lite.nodes.object.NewObjectNode;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parallel.FinishNode;
import org.x10lite.nodes.parallel.WhenNode;

/**
 * Finds the functions whose calls can start no activity and wait for none: neither they nor
 * anything they may call holds an {@code async}, a {@code finish} or a {@code when}, nor calls
 * code unknown before it runs (a closure, also the generator of a Rail; string conversion of an
 * object counts as a call of every class's {@code toString}). A call from outside the program of
 * such a function (a method, or a closure a host executes) runs on the calling thread
 * ({@code EntryRootNode}): handing it to a worker and
 * waiting for the result costs a small method many times its own time, and nothing in it needs a
 * worker.
 */
final class ActivityFreeCalls {
    private ActivityFreeCalls() {
    }

    /** Marks the activity-free ones among the program's methods, constructors and {@code extra} roots (static initializers, closures' code). */
    static void mark(Collection<ClassInfo> classes, List<RootCallTarget> extra) {
        List<X10RootNode> toStrings = new ArrayList<>();
        List<X10RootNode> functions = new ArrayList<>();
        for (ClassInfo c : classes) {
            for (List<MethodInfo> ms : c.methods.values()) {
                for (MethodInfo m : ms) {
                    X10RootNode root = rootOf(m);
                    functions.add(root);
                    if (m.name.equals("toString") && m.params.isEmpty() && !m.isStatic) {
                        toStrings.add(root);
                    }
                }
            }
            for (MethodInfo m : c.constructors) {
                functions.add(rootOf(m));
            }
        }
        for (RootCallTarget t : extra) {
            functions.add((X10RootNode) t.getRootNode());
        }
        Map<X10RootNode, List<X10RootNode>> callees = new LinkedHashMap<>();
        Set<X10RootNode> spawning = new HashSet<>();
        for (X10RootNode f : functions) {
            List<X10RootNode> out = new ArrayList<>();
            if (scan(f, out, toStrings)) {
                spawning.add(f);
            }
            callees.put(f, out);
        }
        // spawning spreads to every caller, until nothing changes
        boolean changed = true;
        while (changed) {
            changed = false;
            for (X10RootNode f : functions) {
                if (!spawning.contains(f) && callees.get(f).stream().anyMatch(spawning::contains)) {
                    spawning.add(f);
                    changed = true;
                }
            }
        }
        for (X10RootNode f : functions) {
            if (!spawning.contains(f)) {
                f.markActivityFree();
            }
        }
    }

    private static X10RootNode rootOf(MethodInfo m) {
        return (X10RootNode) m.function.getCallTarget().getRootNode();
    }

    /** Adds the functions {@code f} calls to {@code out}; true if {@code f} itself may start or wait for an activity, or call unknown code. */
    private static boolean scan(X10RootNode f, List<X10RootNode> out, List<X10RootNode> toStrings) {
        boolean[] unsafe = {false};
        NodeUtil.forEachChild(f, new NodeVisitor() {
            @Override
            public boolean visit(Node node) {
                if (node instanceof AsyncNode || node instanceof FinishNode || node instanceof WhenNode || node instanceof ClosureCallNode || node instanceof ClosureDispatchNode) {
                    unsafe[0] = true;
                    return false;
                }
                if (node instanceof InvokeNode call) {
                    out.add((X10RootNode) call.callee().getCallTarget().getRootNode());
                } else if (node instanceof NewObjectNode n) {
                    out.add((X10RootNode) n.constructor().getCallTarget().getRootNode());
                } else if (node instanceof ToStringNode) {
                    out.addAll(toStrings);
                }
                return NodeUtil.forEachChild(node, this);
            }
        });
        return unsafe[0];
    }
}
