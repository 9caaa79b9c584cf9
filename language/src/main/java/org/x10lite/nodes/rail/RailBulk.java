package org.x10lite.nodes.rail;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleSafepoint;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.values.X10Rail;

/**
 * Whole-Rail copies and fills, in chunks with a Truffle safepoint poll after each one. One
 * {@code System.arraycopy} of a large Rail runs for milliseconds without a poll: a thief's steal
 * request, an interrupt or a cancellation waited for it (Jacobi's and Heat's copy of a 46 MB
 * Rail held requests for about 10 ms). A chunk is about a tenth of a millisecond of copying.
 */
final class RailBulk {
    /** Elements per chunk: 512 KB of longs or doubles. */
    static final int CHUNK = 1 << 16;

    private RailBulk() {
    }

    /** A new Rail of {@code source}'s element type with the same elements. */
    @TruffleBoundary
    static X10Rail copy(X10Rail source, Node location) {
        int n = source.length();
        X10Rail copy = source.newOfSameType(n);
        Object from = source.array();
        Object to = copy.array();
        for (int start = 0; start < n; start += CHUNK) {
            System.arraycopy(from, start, to, start, Math.min(CHUNK, n - start));
            TruffleSafepoint.poll(location);
        }
        return copy;
    }

    /**
     * Sets every element of {@code rail} to {@code value} (boxed as the element type expects):
     * the first element by {@link X10Rail#setBoxed}, then by copying what is filled already,
     * doubling up to a chunk, then a chunk at a time.
     */
    @TruffleBoundary
    static void fill(X10Rail rail, Object value, Node location) {
        int n = rail.length();
        if (n == 0) {
            return;
        }
        rail.setBoxed(0, value);
        Object data = rail.array();
        int filled = 1;
        int firstChunk = Math.min(CHUNK, n);
        while (filled < firstChunk) {
            int len = Math.min(filled, firstChunk - filled);
            System.arraycopy(data, 0, data, filled, len);
            filled += len;
        }
        TruffleSafepoint.poll(location);
        for (int start = firstChunk; start < n; start += CHUNK) {
            System.arraycopy(data, 0, data, start, Math.min(CHUNK, n - start));
            TruffleSafepoint.poll(location);
        }
    }
}
