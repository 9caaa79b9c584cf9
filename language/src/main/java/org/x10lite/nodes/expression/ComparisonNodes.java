package org.x10lite.nodes.expression;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.dsl.Fallback;
import com.oracle.truffle.api.dsl.Specialization;

/** {@code == != < <= > >=}. {@code ==} on Strings compares contents; on other objects, identity. */
public final class ComparisonNodes {
    private ComparisonNodes() {
    }

    public abstract static class EqualNode extends BinaryNode {
        @Specialization
        protected boolean eq(long a, long b) {
            return a == b;
        }

        @Specialization
        protected boolean eq(int a, int b) {
            return a == b;
        }

        @Specialization
        protected boolean eq(double a, double b) {
            return a == b;
        }

        @Specialization
        protected boolean eq(float a, float b) {
            return a == b;
        }

        @Specialization
        protected boolean eq(boolean a, boolean b) {
            return a == b;
        }

        @Specialization
        protected boolean eq(char a, char b) {
            return a == b;
        }

        @Specialization
        @TruffleBoundary
        protected boolean eq(String a, String b) {
            return a.equals(b);
        }

        @Fallback
        protected boolean eq(Object a, Object b) {
            return a == b;
        }
    }

    public abstract static class LessThanNode extends BinaryNode {
        @Specialization
        protected boolean lt(long a, long b) {
            return a < b;
        }

        @Specialization
        protected boolean lt(int a, int b) {
            return a < b;
        }

        @Specialization
        protected boolean lt(double a, double b) {
            return a < b;
        }

        @Specialization
        protected boolean lt(float a, float b) {
            return a < b;
        }

        @Specialization
        protected boolean lt(char a, char b) {
            return a < b;
        }
    }

    public abstract static class LessOrEqualNode extends BinaryNode {
        @Specialization
        protected boolean le(long a, long b) {
            return a <= b;
        }

        @Specialization
        protected boolean le(int a, int b) {
            return a <= b;
        }

        @Specialization
        protected boolean le(double a, double b) {
            return a <= b;
        }

        @Specialization
        protected boolean le(float a, float b) {
            return a <= b;
        }

        @Specialization
        protected boolean le(char a, char b) {
            return a <= b;
        }
    }

    public abstract static class GreaterThanNode extends BinaryNode {
        @Specialization
        protected boolean gt(long a, long b) {
            return a > b;
        }

        @Specialization
        protected boolean gt(int a, int b) {
            return a > b;
        }

        @Specialization
        protected boolean gt(double a, double b) {
            return a > b;
        }

        @Specialization
        protected boolean gt(float a, float b) {
            return a > b;
        }

        @Specialization
        protected boolean gt(char a, char b) {
            return a > b;
        }
    }

    public abstract static class GreaterOrEqualNode extends BinaryNode {
        @Specialization
        protected boolean ge(long a, long b) {
            return a >= b;
        }

        @Specialization
        protected boolean ge(int a, int b) {
            return a >= b;
        }

        @Specialization
        protected boolean ge(double a, double b) {
            return a >= b;
        }

        @Specialization
        protected boolean ge(float a, float b) {
            return a >= b;
        }

        @Specialization
        protected boolean ge(char a, char b) {
            return a >= b;
        }
    }
}
