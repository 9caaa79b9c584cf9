package org.x10lite.nodes;

import com.oracle.truffle.api.instrumentation.AllocationReporter;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.X10Context;

/**
 * Reports the guest values a node makes (objects, Rails, closures) to Truffle's
 * {@link AllocationReporter}, which the memory tracer ({@code --memtracer}) listens to. Without
 * a listener {@link AllocationReporter#isActive()} is a compilation constant {@code false}, and
 * both calls fold away.
 */
public final class Allocations {
    private Allocations() {
    }

    /** Before making a value: what the tracer counts from. */
    public static void starting(Node node) {
        AllocationReporter reporter = X10Context.get(node).allocationReporter;
        if (reporter.isActive()) {
            reporter.onEnter(null, 0, AllocationReporter.SIZE_UNKNOWN);
        }
    }

    /** After making {@code value}; returns it. */
    public static <T> T made(Node node, T value) {
        AllocationReporter reporter = X10Context.get(node).allocationReporter;
        if (reporter.isActive()) {
            reporter.onReturnValue(value, 0, AllocationReporter.SIZE_UNKNOWN);
        }
        return value;
    }
}
