package org.x10lite;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.TruffleStackTraceElement;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.source.SourceSection;

/** Formats the guest stack of an exception as X10 programmers read it: {@code at Class.method(File.x10:line)}. */
public final class X10StackTrace {
    private X10StackTrace() {
    }

    @TruffleBoundary
    public static List<String> lines(Throwable exception) {
        List<String> lines = new ArrayList<>();
        for (TruffleStackTraceElement e : TruffleStackTrace.getStackTrace(exception)) {
            String name = e.getTarget().getRootNode().getName();
            if (name == null || name.startsWith("<")) {
                continue;
            }
            Node location = e.getLocation();
            SourceSection s = location == null ? null : location.getEncapsulatingSourceSection();
            String where = s == null ? "unknown source" : s.getSource().getName() + ":" + s.getStartLine();
            lines.add("\tat " + name + "(" + where + ")");
        }
        return lines;
    }
}
