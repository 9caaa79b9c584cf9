package org.x10lite.nodes.controlflow;

/**
 * Loop strip mining, done by the language: in compiled code a range loop that counts in
 * {@code int}, and a spawning range loop while its counter and limit lie in {@code int}, runs its
 * iterations in chunks of at most {@link #ITERATIONS}, each chunk an inner loop counted in
 * {@code int} ({@code ForRangeNode}).
 *
 * <p>Graal compiles a leaf loop counted in {@code int} without safepoint polls, the JVM's and
 * Truffle's alike, and a worker answers a steal request only at a Truffle poll (docs/runtime.md,
 * <i>Steal latency</i>). HotSpot's C2 keeps such loops answerable by strip mining them (a poll
 * every thousand iterations or so); Graal's community edition does not, and an explicit
 * {@code TruffleSafepoint.poll} is removed by partial evaluation. So the loop of chunks keeps its
 * polls (it is not a leaf) while each chunk runs without them: a steal waits at most one chunk,
 * and the iterations no longer pay two polls each. The interpreter runs one iteration per
 * {@code executeRepeating}, so that on-stack replacement counts iterations as before.
 */
final class PollChunks {
    /** The most iterations a compiled loop runs between two safepoint polls. */
    static final int ITERATIONS = 1024;

    private PollChunks() {
    }

    /** The last iteration of the chunk that starts at {@code first}, of a loop whose last is {@code limit} (below {@code Integer.MAX_VALUE}). */
    static int lastOfChunk(int first, long limit) {
        return limit - first >= ITERATIONS ? first + (ITERATIONS - 1) : (int) limit;
    }
}
