package org.x10lite.semantics;

import java.lang.reflect.RecordComponent;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.x10lite.parser.Tree;

/**
 * The simple names used inside the asyncs of a function's tree. A local var (or a val assigned
 * later) of such a name may be shared by activities running at the same time, so it moves to a
 * heap cell when a steal copies the frame ({@code SharedLocalNodes}). The test is by name only,
 * which is conservative: a same-named local that no async touches may get a cell it does not need.
 */
final class AsyncNames {
    private AsyncNames() {
    }

    static Set<String> of(Object tree) {
        Set<String> names = new HashSet<>();
        visit(tree, false, names);
        return names;
    }

    private static void visit(Object node, boolean inAsync, Set<String> names) {
        if (node instanceof List<?> list) {
            for (Object o : list) {
                visit(o, inAsync, names);
            }
            return;
        }
        if (!(node instanceof Record r)) {
            return;
        }
        if (inAsync && node instanceof Tree.Name n) {
            names.add(n.name());
        }
        boolean nowInAsync = inAsync || node instanceof Tree.Async;
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            try {
                visit(c.getAccessor().invoke(r), nowInAsync, names);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
