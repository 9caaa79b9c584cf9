package org.x10lite.builtins;

import java.io.PrintStream;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.dsl.Bind;
import com.oracle.truffle.api.dsl.Cached;
import com.oracle.truffle.api.dsl.NodeField;
import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.nodes.EncapsulatingNodeReference;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.X10Context;
import org.x10lite.nodes.expression.ToStringNode;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Rail;

/** {@code Console.OUT} and {@code Console.ERR}: {@code print}, {@code println} and {@code printf}. */
public final class ConsoleBuiltins {
    private ConsoleBuiltins() {
    }

    static PrintStream stream(Node node, boolean toErr) {
        X10Context context = X10Context.get(node);
        return toErr ? context.err : context.out;
    }

    /** {@code print(v)} or {@code println(v)}; {@code println()} has no argument. */
    @NodeField(name = "toErr", type = boolean.class)
    @NodeField(name = "newline", type = boolean.class)
    public abstract static class PrintNode extends BuiltinNode {
        protected abstract boolean isToErr();

        protected abstract boolean isNewline();

        @Specialization
        protected Object print(Object value, @Cached ToStringNode toString, @Bind("$node") Node node) {
            write(stream(node, isToErr()), toString.execute(value), isNewline(), isToErr());
            return null;
        }

        @TruffleBoundary
        static void write(PrintStream s, String text, boolean newline, boolean toErr) {
            if (newline) {
                s.println(text);
            } else {
                s.print(text);
            }
            if (toErr) {
                s.flush();
            }
        }
    }

    @NodeField(name = "toErr", type = boolean.class)
    public abstract static class PrintNewlineNode extends BuiltinNode {
        protected abstract boolean isToErr();

        @Specialization
        protected Object println(@Bind("$node") Node node) {
            PrintNode.write(stream(node, isToErr()), "", true, isToErr());
            return null;
        }
    }

    /**
     * An object's own {@code toString()}, called from Java. The builtin node is made the call's
     * location, so that the runtime's stack walk sees which node of the caller is waiting for the
     * string (and where its finishes and asyncs are) instead of a frame with no call node.
     */
    static String guestString(X10Object o, Node location) {
        if (o.x10Class.getToStringMethod() == null) {
            return o.defaultString();
        }
        EncapsulatingNodeReference current = EncapsulatingNodeReference.getCurrent();
        Node previous = current.set(location);
        try {
            return (String) o.x10Class.getToStringMethod().call(o);
        } finally {
            current.set(previous);
        }
    }

    /** {@code printf(format, args...)}: a Java format string; the arguments arrive as a Rail. */
    @NodeField(name = "toErr", type = boolean.class)
    public abstract static class PrintfNode extends BuiltinNode {
        protected abstract boolean isToErr();

        @Specialization
        protected Object printf(String format, X10Rail args, @Bind("$node") Node node) {
            PrintNode.write(stream(node, isToErr()), format(format, args, node), false, isToErr());
            return null;
        }

        @TruffleBoundary
        static String format(String format, X10Rail args, Node node) {
            Object[] values = new Object[args.length()];
            for (int i = 0; i < values.length; i++) {
                Object v = args.getBoxed(i);
                // objects format as X10 prints them: through their own toString()
                values[i] = v instanceof X10Object o ? guestString(o, node) : v instanceof X10Exception e ? e.getMessage() : v;
            }
            try {
                return String.format(format, values);
            } catch (java.util.IllegalFormatException e) {
                throw X10Exception.create(ExceptionKind.ILLEGAL_ARGUMENT, "bad format string \"" + format + "\": " + e.getMessage(), node);
            }
        }
    }
}
