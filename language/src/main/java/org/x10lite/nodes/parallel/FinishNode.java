package org.x10lite.nodes.parallel;

import java.util.List;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.api.TruffleStackTrace;
import com.oracle.truffle.api.frame.VirtualFrame;
import org.x10lite.X10Language;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.scheduler.ActivityState;
import org.x10lite.values.X10Exception;

/**
 * {@code finish S}: runs S and then waits for every activity S started, transitively. With
 * serial elision every async has already completed when S returns, so waiting costs nothing;
 * what remains is collecting the exceptions of failed activities (S itself included) and
 * rethrowing them together as {@code MultipleExceptions}.
 */
public final class FinishNode extends X10StatementNode {
    @Child private X10StatementNode body;

    public FinishNode(X10StatementNode body) {
        this.body = body;
    }

    @Override
    public void executeVoid(VirtualFrame frame) {
        ActivityState state = X10Language.activityState(this);
        List<Throwable> outer = state.beginFinish();
        List<Throwable> collected;
        try {
            body.executeVoid(frame);
        } catch (X10Exception e) {
            TruffleStackTrace.fillIn(e);
            state.activityFailed(e);
        } finally {
            collected = state.endFinish(outer);
        }
        if (collected != null) {
            CompilerDirectives.transferToInterpreter();
            throw multipleExceptions(collected);
        }
    }

    @SuppressWarnings("unchecked")
    private X10Exception multipleExceptions(List<Throwable> collected) {
        return X10Exception.multiple((List<X10Exception>) (List<?>) collected, this);
    }
}
