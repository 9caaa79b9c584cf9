package org.x10lite.semantics;

import java.util.List;

import org.x10lite.parser.Tree;
import org.x10lite.values.X10Function;

/**
 * A method or constructor: its signature, and the function that calls are linked to.
 */
public final class MethodInfo {
    public final String name;
    public final ClassInfo owner;
    public final Tree.MethodDecl decl;
    public final boolean isStatic;
    public final boolean isConstructor;
    public List<Type> params;
    /** The declared or inferred result type; null while not yet inferred. */
    public Type result;
    public boolean inferring;
    /** Filled in with the call target once the body is translated. */
    public final X10Function function;
    public MethodInfo(String name, ClassInfo owner, Tree.MethodDecl decl, boolean isStatic, boolean isConstructor) {
        this.name = name;
        this.owner = owner;
        this.decl = decl;
        this.isStatic = isStatic;
        this.isConstructor = isConstructor;
        this.function = new X10Function(qualifiedName());
    }

    public String qualifiedName() {
        return owner.name + "." + (isConstructor ? "this" : name);
    }
}
