package org.x10lite.semantics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import org.x10lite.parser.Tree;
import org.x10lite.statics.StaticFields;
import org.x10lite.values.X10Class;

/**
 * What the translator knows about a user class: its members, the class it is declared in, and,
 * for an inner class, the class whose instance it holds.
 */
public final class ClassInfo {
    public final String name;
    public final Tree.ClassDecl decl;
    /** The enclosing class of an inner (non-static) class; null for a top-level or static nested class. */
    public final ClassInfo outer;
    /**
     * The class this one is declared in, static nested or not; null for a top-level class. Code
     * of this class can name that class's members without qualification (its static ones only,
     * past a static nested class).
     */
    public final ClassInfo enclosing;
    public final Map<String, FieldInfo> fields = new LinkedHashMap<>();
    public final Map<String, List<MethodInfo>> methods = new LinkedHashMap<>();
    public final List<MethodInfo> constructors = new ArrayList<>();
    /** Index of the hidden reference field holding the enclosing instance, or -1. */
    public int outerFieldIndex = -1;
    public int primitiveFieldCount;
    public int referenceFieldCount;
    public int staticPrimitiveFieldCount;
    public int staticReferenceFieldCount;
    /** Set once, when the fields are laid out; a compilation constant of the casts that test it. */
    @CompilationFinal public X10Class runtimeClass;
    /** The static fields: a holder object per context (an instance of a hidden class with the static field layout). */
    public StaticFields statics;

    public ClassInfo(String name, Tree.ClassDecl decl, ClassInfo enclosing, boolean isStatic) {
        this.name = name;
        this.decl = decl;
        this.enclosing = enclosing;
        this.outer = isStatic ? null : enclosing;
    }

    public MethodInfo findMethod(String methodName, int arity) {
        for (MethodInfo m : methods.getOrDefault(methodName, List.of())) {
            if (m.params.size() == arity) {
                return m;
            }
        }
        return null;
    }

    public MethodInfo findConstructor(int arity) {
        for (MethodInfo m : constructors) {
            if (m.params.size() == arity) {
                return m;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return name;
    }
}
