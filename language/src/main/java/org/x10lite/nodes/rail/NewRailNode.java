package org.x10lite.nodes.rail;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import com.oracle.truffle.api.nodes.UnexpectedResultException;
import org.x10lite.nodes.Allocations;
import org.x10lite.nodes.X10ExpressionNode;
import org.x10lite.nodes.call.ClosureDispatchNode;
import org.x10lite.nodes.call.ClosureDispatchNodeGen;
import org.x10lite.values.DeclaredType;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Closure;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Rail;

/** Ways of making a Rail: {@code new Rail[T](n)}, {@code (n, v)}, {@code (n, (i:Long)=>e)}, {@code (other)}, and {@code [a, b, c]}. */
public final class NewRailNode {
    private NewRailNode() {
    }

    static int size(X10ExpressionNode sizeNode, VirtualFrame frame) {
        long n;
        try {
            n = sizeNode.executeLong(frame);
        } catch (UnexpectedResultException e) {
            throw new AssertionError(e);
        }
        if (n < 0 || n > Integer.MAX_VALUE - 8) {
            CompilerDirectives.transferToInterpreter();
            throw X10Exception.create(ExceptionKind.NEGATIVE_ARRAY_SIZE, "Rail size " + n, sizeNode);
        }
        return (int) n;
    }

    /** {@code new Rail[T](n)} and {@code new Rail[T](n, v)}. */
    public static final class Filled extends X10ExpressionNode {
        private final ElementKind kind;
        private final DeclaredType elementType;
        @Child private X10ExpressionNode size;
        @Child private X10ExpressionNode initial;

        public Filled(ElementKind kind, DeclaredType elementType, X10ExpressionNode size, X10ExpressionNode initial) {
            this.kind = kind;
            this.elementType = elementType;
            this.size = size;
            this.initial = initial;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            int n = size(size, frame);
            Allocations.starting(this);
            X10Rail rail = Allocations.made(this, kind.allocate(n, elementType));
            if (initial != null) {
                RailBulk.fill(rail, initial.executeGeneric(frame), this);
            }
            return rail;
        }
    }

    /** {@code new Rail[T](n, (i:Long) => e)}: element i is the closure's value at i. */
    public static final class Generated extends X10ExpressionNode {
        private final ElementKind kind;
        private final DeclaredType elementType;
        @Child private X10ExpressionNode size;
        @Child private X10ExpressionNode generator;
        @Child private ClosureDispatchNode dispatch = ClosureDispatchNodeGen.create();

        public Generated(ElementKind kind, DeclaredType elementType, X10ExpressionNode size, X10ExpressionNode generator) {
            this.kind = kind;
            this.elementType = elementType;
            this.size = size;
            this.generator = generator;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            int n = size(size, frame);
            Object g = generator.executeGeneric(frame);
            if (!(g instanceof X10Closure closure)) {
                CompilerDirectives.transferToInterpreter();
                throw X10Exception.create(ExceptionKind.NULL_POINTER, "Rail initializer is null", this);
            }
            Allocations.starting(this);
            X10Rail rail = Allocations.made(this, kind.allocate(n, elementType));
            for (int i = 0; i < n; i++) {
                rail.setBoxed(i, dispatch.execute(closure, new Object[]{closure, (long) i}));
            }
            return rail;
        }
    }

    /** {@code new Rail[T](other)}: a copy. */
    public static final class Copy extends X10ExpressionNode {
        @Child private X10ExpressionNode source;

        public Copy(X10ExpressionNode source) {
            this.source = source;
        }

        @Override
        public Object executeGeneric(VirtualFrame frame) {
            Object s = source.executeGeneric(frame);
            if (!(s instanceof X10Rail r)) {
                CompilerDirectives.transferToInterpreter();
                throw X10Exception.create(ExceptionKind.NULL_POINTER, "copying a null Rail", this);
            }
            Allocations.starting(this);
            return Allocations.made(this, RailBulk.copy(r, this));
        }
    }

    /** {@code [a, b, c]}. */
    public static final class Literal extends X10ExpressionNode {
        private final ElementKind kind;
        private final DeclaredType elementType;
        @Children private final X10ExpressionNode[] elements;

        public Literal(ElementKind kind, DeclaredType elementType, X10ExpressionNode[] elements) {
            this.kind = kind;
            this.elementType = elementType;
            this.elements = elements;
        }

        @Override
        @ExplodeLoop
        public Object executeGeneric(VirtualFrame frame) {
            Allocations.starting(this);
            X10Rail rail = Allocations.made(this, kind.allocate(elements.length, elementType));
            for (int i = 0; i < elements.length; i++) {
                rail.setBoxed(i, elements[i].executeGeneric(frame));
            }
            return rail;
        }
    }
}
