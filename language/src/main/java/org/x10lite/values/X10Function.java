package org.x10lite.values;

import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.RootCallTarget;

/**
 * A method or constructor of the program. Calls to it are translated before its own body is,
 * so the call target is filled in afterwards (once, before the program runs).
 */
public final class X10Function {
    public final String name;
    @CompilationFinal private RootCallTarget callTarget;

    public X10Function(String name) {
        this.name = name;
    }

    public RootCallTarget getCallTarget() {
        return callTarget;
    }

    public void setCallTarget(RootCallTarget callTarget) {
        this.callTarget = callTarget;
    }

    @Override
    public String toString() {
        return name;
    }
}
