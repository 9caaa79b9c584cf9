package org.x10lite.nodes.resume;

import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import org.x10lite.nodes.X10StatementNode;

/**
 * A statement that is a resume point ({@code async}, {@code finish}, {@code when}): it keeps the
 * id its function's root numbered it with, which its slow clone copies.
 */
public abstract class ResumePointStatement extends X10StatementNode implements ResumePoint {
    @CompilationFinal private int resumeId = -1;

    @Override
    public final int getResumeId() {
        return resumeId;
    }

    @Override
    public final void setResumeId(int id) {
        this.resumeId = id;
    }
}
