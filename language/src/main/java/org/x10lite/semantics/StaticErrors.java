package org.x10lite.semantics;

import java.util.List;

/** All static errors found in a program, each formatted as {@code file:line:col: message}. */
public final class StaticErrors extends RuntimeException {
    private static final long serialVersionUID = 1L;
    public final List<String> messages;

    public StaticErrors(List<String> messages) {
        super(String.join("\n", messages), null, false, false);
        this.messages = List.copyOf(messages);
    }
}
