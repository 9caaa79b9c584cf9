package org.x10lite;

import java.io.BufferedOutputStream;
import java.io.PrintStream;

import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.TruffleLanguage.ContextReference;
import com.oracle.truffle.api.nodes.Node;
import org.x10lite.nodes.parallel.AtomicSection;

/** The state of one x10lite context: its output streams and the lock behind atomic blocks. */
public final class X10Context {
    private static final ContextReference<X10Context> REFERENCE = ContextReference.create(X10Language.class);

    public final X10Language language;
    public final TruffleLanguage.Env env;
    /** Guest {@code Console.OUT}; buffered, flushed when the program ends and before anything goes to ERR. */
    public final PrintStream out;
    public final PrintStream err;
    public final AtomicSection atomicSection = new AtomicSection();

    X10Context(X10Language language, TruffleLanguage.Env env) {
        this.language = language;
        this.env = env;
        this.out = new PrintStream(new BufferedOutputStream(env.out(), 1 << 16), false);
        // guest stderr is unbuffered, and flushes guest stdout first so the two interleave as written
        this.err = new PrintStream(new java.io.FilterOutputStream(env.err()) {
            @Override
            public void write(byte[] buf, int off, int len) throws java.io.IOException {
                X10Context.this.out.flush();
                this.out.write(buf, off, len);
            }
        }, true);
    }

    public static X10Context get(Node node) {
        return REFERENCE.get(node);
    }

    public void flushOutput() {
        out.flush();
        err.flush();
    }
}
