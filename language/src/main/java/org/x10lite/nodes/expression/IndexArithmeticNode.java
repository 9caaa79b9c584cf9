package org.x10lite.nodes.expression;

import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.dsl.Idempotent;

/**
 * {@code +}, {@code -} and {@code *}: the arithmetic that computes Rail indices. Where the
 * translator finds a node computing an index ({@link #markComputesIndex}), {@code Long}
 * arithmetic first speculates that operands and result stay in {@code Int}'s range: a value the
 * compiler knows to be a sign-extended {@code Int} is an index it checks against a Rail's length
 * once (and a loop's counter an {@code int} induction variable, whose checks it can hoist out of
 * the loop). Once a value leaves that range, the node does plain 64-bit arithmetic for good.
 *
 * <p>Only there: elsewhere the guards and overflow tests buy nothing and cost, as in a sum kept
 * in a Rail ({@code slots(i) += round + i}: ForkJoin ran 1.8 times as long with every node
 * speculating) or arithmetic on random {@code Long}s, which leaves the range at once.
 */
public abstract class IndexArithmeticNode extends BinaryNode {
    /** Set by the translator before the node first runs, copied with it into slow clones. */
    @CompilationFinal private boolean computesIndex;

    public final void markComputesIndex() {
        computesIndex = true;
    }

    @Idempotent
    protected final boolean computesIndex() {
        return computesIndex;
    }

    /** A {@code Long} whose value an {@code Int} holds. */
    protected static boolean fitsInInt(long v) {
        return (int) v == v;
    }
}
