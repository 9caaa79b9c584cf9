package org.x10lite.semantics;

import java.util.HashSet;
import java.util.Set;

/**
 * Definite assignment of {@code val}s along one path through a function: which are certainly
 * assigned, which may be, and whether the path can reach this point at all (after
 * {@code return} or {@code throw} it cannot, and then everything counts as assigned).
 */
final class FlowState {
    final Set<LocalVar> definitely;
    final Set<LocalVar> possibly;
    boolean unreachable;

    FlowState() {
        this(new HashSet<>(), new HashSet<>(), false);
    }

    private FlowState(Set<LocalVar> definitely, Set<LocalVar> possibly, boolean unreachable) {
        this.definitely = definitely;
        this.possibly = possibly;
        this.unreachable = unreachable;
    }

    FlowState copy() {
        return new FlowState(new HashSet<>(definitely), new HashSet<>(possibly), unreachable);
    }

    boolean isAssigned(LocalVar v) {
        return unreachable || v.captured || definitely.contains(v);
    }

    /** The state where two paths join (after an if/else). */
    static FlowState join(FlowState a, FlowState b) {
        Set<LocalVar> possibly = new HashSet<>(a.possibly);
        possibly.addAll(b.possibly);
        if (a.unreachable) {
            return new FlowState(new HashSet<>(b.definitely), possibly, b.unreachable);
        }
        if (b.unreachable) {
            return new FlowState(new HashSet<>(a.definitely), possibly, false);
        }
        Set<LocalVar> definitely = new HashSet<>(a.definitely);
        definitely.retainAll(b.definitely);
        return new FlowState(definitely, possibly, false);
    }
}
