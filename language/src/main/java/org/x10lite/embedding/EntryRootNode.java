package org.x10lite.embedding;

import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.api.nodes.RootNode;
import org.x10lite.X10Context;
import org.x10lite.X10Language;
import org.x10lite.scheduler.ActivityState;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.values.X10Exception;

/**
 * Calls a static method from outside the program (the launcher's {@code main}, or an
 * embedder) inside an implicit {@code finish}, as X10 runs {@code main}. If only the method
 * itself failed, its exception propagates as is; exceptions of activities it spawned arrive
 * as {@code MultipleExceptions}. Guest output is flushed when the call ends.
 */
final class EntryRootNode extends RootNode {
    @Child private DirectCallNode call;
    private final String name;

    EntryRootNode(X10Language language, MethodInfo method) {
        super(language);
        this.call = DirectCallNode.create(method.function.getCallTarget());
        this.name = "<entry to " + method.qualifiedName() + ">";
    }

    @Override
    public Object execute(VirtualFrame frame) {
        ActivityState state = X10Language.activityState(this);
        List<Throwable> outer = state.beginFinish();
        Object result = null;
        X10Exception own = null;
        List<Throwable> collected;
        try {
            result = call.call(frame.getArguments());
        } catch (X10Exception e) {
            own = e;
        } finally {
            collected = state.endFinish(outer);
            X10Context.get(this).flushOutput();
        }
        if (collected != null) {
            throw collect(own, collected);
        }
        if (own != null) {
            throw own;
        }
        return result;
    }

    @TruffleBoundary
    @SuppressWarnings("unchecked")
    private X10Exception collect(X10Exception own, List<Throwable> collected) {
        List<X10Exception> all = new java.util.ArrayList<>();
        if (own != null) {
            all.add(own);
        }
        all.addAll((List<X10Exception>) (List<?>) collected);
        return X10Exception.multiple(all, this);
    }

    @Override
    public String getName() {
        return name;
    }
}
