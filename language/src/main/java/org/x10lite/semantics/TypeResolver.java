package org.x10lite.semantics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.x10lite.parser.Tree.FunctionTypeRef;
import org.x10lite.parser.Tree.NamedType;
import org.x10lite.parser.Tree.TypeRef;
import org.x10lite.values.ExceptionKind;

/** Turns types as written into {@link Type}s. */
final class TypeResolver {
    private final Map<String, ClassInfo> classes;

    TypeResolver(Map<String, ClassInfo> classes) {
        this.classes = classes;
    }

    /** A type values can have: of a variable, field, parameter, Rail element, or in {@code new}, {@code as}, ... */
    Type resolve(TypeRef ref) {
        Type t = resolveResult(ref);
        if (t == Type.VOID) {
            throw new CompileError(ref.pos(), "void is not a type of values; only a method or closure result can be void");
        }
        return t;
    }

    /** The result type of a method, closure or function type: void is allowed. */
    Type resolveResult(TypeRef ref) {
        if (ref instanceof FunctionTypeRef f) {
            List<Type> params = new ArrayList<>();
            for (TypeRef p : f.params()) {
                params.add(resolve(p));
            }
            return Type.function(params, resolveResult(f.result()));
        }
        NamedType n = (NamedType) ref;
        String name = n.name();
        if (name.startsWith("x10.lang.") || name.startsWith("x10.util.")) {
            name = name.substring(name.lastIndexOf('.') + 1);
        }
        if (name.equals("Rail")) {
            if (n.args().size() != 1) {
                throw new CompileError(n.pos(), "Rail needs one element type, e.g. Rail[Long]");
            }
            return Type.rail(resolve(n.args().get(0)));
        }
        if (!n.args().isEmpty()) {
            throw new CompileError(n.pos(), "generic type " + written(n) + " is not supported by x10lite (Rail[T] is its only generic type)");
        }
        Type t = builtin(name);
        if (t != null) {
            return t;
        }
        ClassInfo c = classes.get(name);
        if (c == null && name.contains(".")) {
            c = classes.get(name.substring(name.lastIndexOf('.') + 1));
        }
        if (c != null) {
            return Type.of(c);
        }
        throw new CompileError(n.pos(), "unknown type " + n.name());
    }

    /** A type as the program spells it, for messages. */
    static String written(TypeRef ref) {
        if (ref instanceof FunctionTypeRef f) {
            return "(" + String.join(", ", f.params().stream().map(TypeResolver::written).toList()) + ")=>" + written(f.result());
        }
        NamedType n = (NamedType) ref;
        return n.args().isEmpty() ? n.name() : n.name() + "[" + String.join(", ", n.args().stream().map(TypeResolver::written).toList()) + "]";
    }

    static Type builtin(String name) {
        switch (name) {
            case "Long", "long":
                return Type.LONG;
            case "Int", "int":
                return Type.INT;
            case "Double", "double":
                return Type.DOUBLE;
            case "Float", "float":
                return Type.FLOAT;
            case "Boolean", "boolean":
                return Type.BOOLEAN;
            case "Char", "char":
                return Type.CHAR;
            case "String":
                return Type.STRING;
            case "void", "Void":
                return Type.VOID;
            case "Any", "Object":
                return Type.ANY;
            case "LongRange":
                return Type.LONG_RANGE;
            case "IntRange":
                return Type.INT_RANGE;
            case "Random":
                return Type.RANDOM;
            case "Place":
                return Type.PLACE;
            case "Throwable":
                return Type.exception(ExceptionKind.CHECKED_THROWABLE);
            default:
                ExceptionKind k = ExceptionKind.bySimpleOrQualifiedName(name);
                return k == null ? null : Type.exception(k);
        }
    }
}
