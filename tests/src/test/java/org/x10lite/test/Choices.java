package org.x10lite.test;

import java.util.List;

/**
 * The decisions a {@link ProgramGenerator} makes, read from a list of numbers. Property-based
 * testing shrinks a failing program by shrinking this list (dropping and lowering numbers), so
 * every decision treats 0 as its simplest option, and a list that has run out answers 0: a
 * shorter list is a smaller program.
 */
final class Choices {
    private final List<Integer> numbers;
    private int next;

    Choices(List<Integer> numbers) {
        this.numbers = numbers;
    }

    /** A choice in {@code 0 .. n-1}. */
    int below(int n) {
        if (next >= numbers.size()) {
            return 0;
        }
        return Math.floorMod(numbers.get(next++), n);
    }

    /** True with probability about 1/n (false when the choices have run out). */
    boolean oneIn(int n) {
        return below(n) == n - 1;
    }
}
