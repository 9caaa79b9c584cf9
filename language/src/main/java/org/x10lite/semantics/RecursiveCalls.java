package org.x10lite.semantics;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeUtil;
import org.x10lite.nodes.call.InvokeNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.values.X10Function;

/**
 * The program's static call graph of methods and constructors (closures, called through values,
 * are left out), to find the functions that call each other recursively from more than
 * {@link #MAX_INLINED_RECURSIVE_CALLS} call sites in all (a strongly connected component of the
 * graph: LU's {@code schur} calls itself eight times, its {@code lowerSolve} and
 * {@code auxLowerSolve} call each other twice each): those are kept out of their callers'
 * compiled code ({@link X10RootNode#keepOutOfCallers}). Truffle inlines each of them two
 * levels deep along every path, so a cycle of two functions is inlined four levels deep.
 */
final class RecursiveCalls {
    /** Fib and Integrate have two recursive calls, and gain from inlining them; LU's schur eight. */
    static final int MAX_INLINED_RECURSIVE_CALLS = 3;

    private RecursiveCalls() {
    }

    static void keepFanningOutFunctionsOutOfCallers(Collection<ClassInfo> classes) {
        Map<X10Function, List<X10Function>> calls = new LinkedHashMap<>();
        for (ClassInfo c : classes) {
            for (List<MethodInfo> ms : c.methods.values()) {
                for (MethodInfo m : ms) {
                    calls.put(m.function, calleesOf(m.function));
                }
            }
            for (MethodInfo m : c.constructors) {
                calls.put(m.function, calleesOf(m.function));
            }
        }
        Map<X10Function, Set<X10Function>> reaches = new LinkedHashMap<>();
        for (X10Function f : calls.keySet()) {
            reaches.put(f, reachable(f, calls));
        }
        for (X10Function f : calls.keySet()) {
            // the functions that call each other with f: its strongly connected component
            Set<X10Function> component = new HashSet<>();
            for (X10Function g : reaches.get(f)) {
                if (reaches.getOrDefault(g, Set.of()).contains(f)) {
                    component.add(g);
                }
            }
            int recursiveCalls = 0;
            for (X10Function g : component) {
                for (X10Function callee : calls.get(g)) {
                    if (component.contains(callee)) {
                        recursiveCalls++;
                    }
                }
            }
            if (recursiveCalls > MAX_INLINED_RECURSIVE_CALLS) {
                ((X10RootNode) f.getCallTarget().getRootNode()).keepOutOfCallers();
            }
        }
    }

    /** The callee of each call site in the function's body, one entry per site. */
    private static List<X10Function> calleesOf(X10Function f) {
        List<X10Function> callees = new ArrayList<>();
        NodeUtil.forEachChild(f.getCallTarget().getRootNode(), new com.oracle.truffle.api.nodes.NodeVisitor() {
            @Override
            public boolean visit(Node node) {
                if (node instanceof InvokeNode call) {
                    callees.add(call.callee());
                }
                return NodeUtil.forEachChild(node, this);
            }
        });
        return callees;
    }

    /** The functions a call of {@code from} may run, {@code from} included. */
    private static Set<X10Function> reachable(X10Function from, Map<X10Function, List<X10Function>> calls) {
        Set<X10Function> seen = new HashSet<>();
        Deque<X10Function> todo = new ArrayDeque<>();
        todo.push(from);
        while (!todo.isEmpty()) {
            X10Function f = todo.pop();
            if (seen.add(f)) {
                todo.addAll(calls.getOrDefault(f, List.of()));
            }
        }
        return seen;
    }
}
