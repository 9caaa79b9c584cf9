package org.x10lite.semantics;

import java.util.List;

import com.oracle.truffle.api.source.SourceSection;

/** All static errors found in a program, each formatted as {@code file:line:col: message}. */
public final class StaticErrors extends RuntimeException {
    private static final long serialVersionUID = 1L;
    public final List<String> messages;

    /** Where the first error is: the source location of the whole report. */
    public final transient SourceSection firstLocation;

    public StaticErrors(List<String> messages, SourceSection firstLocation) {
        super(String.join("\n", messages), null, false, false);
        this.messages = List.copyOf(messages);
        this.firstLocation = firstLocation;
    }
}
