package org.x10lite.values;

import java.util.SplittableRandom;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;

/** {@code x10.util.Random}. Sequences are reproducible for a given seed but differ from X10's. */
public final class X10Random extends X10Value {
    private SplittableRandom random;

    public X10Random(long seed) {
        this.random = new SplittableRandom(seed);
    }

    public X10Random() {
        this.random = new SplittableRandom();
    }

    @Override
    public String toString() {
        return "x10.util.Random";
    }

    @TruffleBoundary
    public synchronized long nextLong(long bound) {
        return bound <= 0 ? 0 : random.nextLong(bound);
    }

    @TruffleBoundary
    public synchronized long nextLong() {
        return random.nextLong();
    }

    @TruffleBoundary
    public synchronized int nextInt(int bound) {
        return bound <= 0 ? 0 : random.nextInt(bound);
    }

    @TruffleBoundary
    public synchronized int nextInt() {
        return random.nextInt();
    }

    @TruffleBoundary
    public synchronized double nextDouble() {
        return random.nextDouble();
    }

    @TruffleBoundary
    public synchronized float nextFloat() {
        return (float) random.nextDouble();
    }

    @TruffleBoundary
    public synchronized boolean nextBoolean() {
        return random.nextBoolean();
    }
}
