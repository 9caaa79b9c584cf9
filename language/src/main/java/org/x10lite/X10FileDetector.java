package org.x10lite;

import java.nio.charset.Charset;

import com.oracle.truffle.api.TruffleFile;

/** Files ending in {@code .x10} are x10lite sources. */
public final class X10FileDetector implements TruffleFile.FileTypeDetector {

    @Override
    public String findMimeType(TruffleFile file) {
        String name = file.getName();
        return name != null && name.endsWith(".x10") ? X10Language.MIME_TYPE : null;
    }

    @Override
    public Charset findEncoding(TruffleFile file) {
        return null;
    }
}
