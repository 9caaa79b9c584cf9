package org.x10lite.nodes.expression;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.dsl.Cached;
import com.oracle.truffle.api.dsl.Fallback;
import com.oracle.truffle.api.dsl.GenerateInline;
import com.oracle.truffle.api.dsl.Specialization;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.IndirectCallNode;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.nodes.call.UnwoundCalls;
import org.x10lite.values.X10Class;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Range;

/**
 * X10's string form of any value, as string concatenation and printing need it. Numbers print
 * as Java prints them (the X10 Java backend's behaviour); objects call their own
 * {@code toString()} when their class declares one.
 */
@GenerateInline(false)
public abstract class ToStringNode extends Node {

    public abstract String execute(Object value);

    @Specialization
    @TruffleBoundary
    protected static String doLong(long v) {
        return Long.toString(v);
    }

    @Specialization
    @TruffleBoundary
    protected static String doInt(int v) {
        return Integer.toString(v);
    }

    @Specialization
    @TruffleBoundary
    protected static String doDouble(double v) {
        return Double.toString(v);
    }

    @Specialization
    @TruffleBoundary
    protected static String doFloat(float v) {
        return Float.toString(v);
    }

    @Specialization
    protected static String doBoolean(boolean v) {
        return v ? "true" : "false";
    }

    @Specialization
    @TruffleBoundary
    protected static String doChar(char v) {
        return String.valueOf(v);
    }

    @Specialization
    protected static String doString(String v) {
        return v;
    }

    @Specialization(guards = "obj.x10Class == cachedClass", limit = "3")
    protected static String doObject(X10Object obj,
                    @Cached("obj.x10Class") X10Class cachedClass,
                    @Cached("createToStringCall(cachedClass)") DirectCallNode call) {
        if (call == null) {
            return defaultString(obj);
        }
        return (String) UnwoundCalls.call(call, obj);
    }

    @Specialization(replaces = "doObject")
    protected static String doObjectUncached(X10Object obj, @Cached IndirectCallNode call) {
        if (obj.x10Class.getToStringMethod() == null) {
            return defaultString(obj);
        }
        return (String) UnwoundCalls.call(call, obj.x10Class.getToStringMethod(), obj);
    }

    @Specialization
    @TruffleBoundary
    protected static String doException(X10Exception e) {
        return e.getMessage();
    }

    @Specialization
    @TruffleBoundary
    protected static String doRange(X10Range r) {
        return r.toString();
    }

    @Fallback
    @TruffleBoundary
    protected static String doOther(Object v) {
        return v == null ? "null" : v.toString();
    }

    @TruffleBoundary
    private static String defaultString(X10Object obj) {
        return obj.defaultString();
    }

    protected static DirectCallNode createToStringCall(X10Class c) {
        return c.getToStringMethod() == null ? null : DirectCallNode.create(c.getToStringMethod());
    }
}
