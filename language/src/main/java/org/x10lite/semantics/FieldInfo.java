package org.x10lite.semantics;

import org.x10lite.parser.Tree;

/** A field: its type, whether it is static or a var, and its slot in the object layout. */
public final class FieldInfo {
    public final String name;
    public final ClassInfo owner;
    public final Tree.FieldDecl decl;
    public final boolean isStatic;
    public final boolean isVar;
    public Type type;
    /** True while the type is being inferred from the initializer (which must not need it). */
    public boolean inferring;
    public int index;

    public FieldInfo(String name, ClassInfo owner, Tree.FieldDecl decl, boolean isStatic, boolean isVar) {
        this.name = name;
        this.owner = owner;
        this.decl = decl;
        this.isStatic = isStatic;
        this.isVar = isVar;
    }
}
