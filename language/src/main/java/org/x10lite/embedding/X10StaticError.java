package org.x10lite.embedding;

import com.oracle.truffle.api.exception.AbstractTruffleException;
import com.oracle.truffle.api.interop.ExceptionType;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import com.oracle.truffle.api.source.SourceSection;

/**
 * The static errors of a program, raised from parsing. Embedders see a syntax error
 * ({@code PolyglotException.isSyntaxError()}) whose message lists every error as
 * {@code file:line:col: message}, one per line, and whose source location is the first error's.
 */
@ExportLibrary(InteropLibrary.class)
public final class X10StaticError extends AbstractTruffleException {
    private static final long serialVersionUID = 1L;
    private final transient SourceSection section;

    public X10StaticError(String message, SourceSection section) {
        super(message);
        this.section = section;
    }

    @ExportMessage
    ExceptionType getExceptionType() {
        return ExceptionType.PARSE_ERROR;
    }

    @ExportMessage
    boolean hasSourceLocation() {
        return section != null && section.isAvailable();
    }

    @ExportMessage(name = "getSourceLocation")
    SourceSection sourceLocation() throws com.oracle.truffle.api.interop.UnsupportedMessageException {
        if (!hasSourceLocation()) {
            throw com.oracle.truffle.api.interop.UnsupportedMessageException.create();
        }
        return section;
    }
}
