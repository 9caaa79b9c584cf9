package org.x10lite.semantics;

import java.util.List;
import java.util.Objects;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import org.x10lite.nodes.object.Repr;
import org.x10lite.nodes.rail.ElementKind;
import org.x10lite.values.DeclaredType;
import org.x10lite.values.ExceptionKind;
import org.x10lite.values.X10Closure;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Rail;
import org.x10lite.values.X10Random;
import org.x10lite.values.X10Range;

/**
 * A static type of x10lite. Types are compared with {@link #equals}; the primitive and other
 * fixed types are singletons.
 */
public final class Type implements DeclaredType {
    public enum Kind {
        LONG, INT, DOUBLE, FLOAT, BOOLEAN, CHAR, STRING, VOID, NULL, ANY, RAIL, LONG_RANGE, INT_RANGE, FUNCTION,
        CLASS, EXCEPTION, RANDOM, PLACE,
        /** The result of a call whose callee's result type is still being inferred (recursion). */
        PENDING
    }

    public static final Type LONG = new Type(Kind.LONG, null, null, null, null, null);
    public static final Type INT = new Type(Kind.INT, null, null, null, null, null);
    public static final Type DOUBLE = new Type(Kind.DOUBLE, null, null, null, null, null);
    public static final Type FLOAT = new Type(Kind.FLOAT, null, null, null, null, null);
    public static final Type BOOLEAN = new Type(Kind.BOOLEAN, null, null, null, null, null);
    public static final Type CHAR = new Type(Kind.CHAR, null, null, null, null, null);
    public static final Type STRING = new Type(Kind.STRING, null, null, null, null, null);
    public static final Type VOID = new Type(Kind.VOID, null, null, null, null, null);
    public static final Type NULL = new Type(Kind.NULL, null, null, null, null, null);
    public static final Type ANY = new Type(Kind.ANY, null, null, null, null, null);
    public static final Type LONG_RANGE = new Type(Kind.LONG_RANGE, null, null, null, null, null);
    public static final Type INT_RANGE = new Type(Kind.INT_RANGE, null, null, null, null, null);
    public static final Type RANDOM = new Type(Kind.RANDOM, null, null, null, null, null);
    public static final Type PLACE = new Type(Kind.PLACE, null, null, null, null, null);
    public static final Type PENDING = new Type(Kind.PENDING, null, null, null, null, null);

    public final Kind kind;
    /** Element type of a Rail. */
    public final Type element;
    /** Parameter and result types of a function type. */
    public final List<Type> params;
    public final Type result;
    /** The user class of a CLASS type. */
    public final ClassInfo classInfo;
    /** The built-in class of an EXCEPTION type. */
    public final ExceptionKind exceptionKind;

    private Type(Kind kind, Type element, List<Type> params, Type result, ClassInfo classInfo, ExceptionKind exceptionKind) {
        this.kind = kind;
        this.element = element;
        this.params = params;
        this.result = result;
        this.classInfo = classInfo;
        this.exceptionKind = exceptionKind;
    }

    public static Type rail(Type element) {
        return new Type(Kind.RAIL, element, null, null, null, null);
    }

    public static Type function(List<Type> params, Type result) {
        return new Type(Kind.FUNCTION, null, List.copyOf(params), result, null, null);
    }

    public static Type of(ClassInfo c) {
        return new Type(Kind.CLASS, null, null, null, c, null);
    }

    public static Type exception(ExceptionKind k) {
        return new Type(Kind.EXCEPTION, null, null, null, null, k);
    }

    public boolean isIntegral() {
        return kind == Kind.LONG || kind == Kind.INT;
    }

    public boolean isNumeric() {
        return kind == Kind.LONG || kind == Kind.INT || kind == Kind.DOUBLE || kind == Kind.FLOAT;
    }

    public boolean isPrimitive() {
        return isNumeric() || kind == Kind.BOOLEAN || kind == Kind.CHAR;
    }

    /** Can hold null: everything but the primitive types. */
    public boolean isReference() {
        return !isPrimitive() && kind != Kind.VOID;
    }

    public boolean isRange() {
        return kind == Kind.LONG_RANGE || kind == Kind.INT_RANGE;
    }

    public Repr repr() {
        return switch (kind) {
            case LONG -> Repr.LONG;
            case INT -> Repr.INT;
            case DOUBLE -> Repr.DOUBLE;
            case FLOAT -> Repr.FLOAT;
            case BOOLEAN -> Repr.BOOLEAN;
            case CHAR -> Repr.CHAR;
            default -> Repr.REFERENCE;
        };
    }

    public ElementKind elementKind() {
        return switch (kind) {
            case LONG -> ElementKind.LONG;
            case INT -> ElementKind.INT;
            case DOUBLE -> ElementKind.DOUBLE;
            case FLOAT -> ElementKind.FLOAT;
            case BOOLEAN -> ElementKind.BOOLEAN;
            case CHAR -> ElementKind.CHAR;
            default -> ElementKind.OBJECT;
        };
    }

    /**
     * The run-time type test of casts from {@code Any} and of {@code instanceof}, and of a host's
     * values: exact, so that no guest code meets a value of another type than it was checked for
     * (an object of another class, a Rail of other elements, a closure of another signature).
     * Partially evaluated with this type as a constant, it is a class test, plus a field compare
     * for a user class; a Rail of references whose element type is not this very type object, and
     * a closure of another (perhaps assignable) signature object, take a call.
     */
    @Override
    public boolean isInstance(Object value) {
        return switch (kind) {
            case LONG -> value instanceof Long;
            case INT -> value instanceof Integer;
            case DOUBLE -> value instanceof Double;
            case FLOAT -> value instanceof Float;
            case BOOLEAN -> value instanceof Boolean;
            case CHAR -> value instanceof Character;
            case STRING -> value instanceof String;
            case ANY -> true;
            case RAIL -> value instanceof X10Rail rail && holdsElementsOfThisType(rail);
            case CLASS -> value instanceof X10Object o && o.x10Class == classInfo.runtimeClass;
            case EXCEPTION -> value instanceof X10Exception e && e.kind.isSubkindOf(exceptionKind);
            case FUNCTION -> value instanceof X10Closure c && (c.functionType() == this || isTypeOf(c));
            case LONG_RANGE -> value instanceof X10Range r && !r.isInt;
            case INT_RANGE -> value instanceof X10Range r && r.isInt;
            case RANDOM -> value instanceof X10Random;
            // the one place, `here`, is its printed form
            case PLACE -> "Place(0)".equals(value);
            case VOID, NULL, PENDING -> false;
        };
    }

    /** Rails are invariant: a {@code Rail[T]} holds exactly T. */
    private boolean holdsElementsOfThisType(X10Rail rail) {
        ElementKind elementKind = element.elementKind();
        if (elementKind != ElementKind.OBJECT) {
            return ElementKind.of(rail) == elementKind;
        }
        return rail instanceof X10Rail.ObjectRail objects && (objects.elementType == element || element.isSameType(objects.elementType));
    }

    /** Same as a run-time type, which is a translator's type or, for the Rails of exceptions the runtime makes, an exception kind. */
    @TruffleBoundary
    private boolean isSameType(DeclaredType type) {
        return equals(type) || kind == Kind.EXCEPTION && type == exceptionKind;
    }

    @TruffleBoundary
    private boolean isTypeOf(X10Closure closure) {
        return closure.functionType() instanceof Type type && TypeRules.isAssignable(type, this);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Type t) || t.kind != kind) {
            return false;
        }
        return Objects.equals(element, t.element) && Objects.equals(params, t.params) && Objects.equals(result, t.result) &&
                        classInfo == t.classInfo && exceptionKind == t.exceptionKind;
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, element, params, result, exceptionKind) * 31 + System.identityHashCode(classInfo);
    }

    /** The type as an X10 programmer writes it. */
    @Override
    public String toString() {
        return switch (kind) {
            case LONG -> "Long";
            case INT -> "Int";
            case DOUBLE -> "Double";
            case FLOAT -> "Float";
            case BOOLEAN -> "Boolean";
            case CHAR -> "Char";
            case STRING -> "String";
            case VOID -> "void";
            case NULL -> "null";
            case ANY -> "Any";
            case RAIL -> "Rail[" + element + "]";
            case LONG_RANGE -> "LongRange";
            case INT_RANGE -> "IntRange";
            case FUNCTION -> "(" + String.join(", ", params.stream().map(Type::toString).toList()) + ")=>" + result;
            case CLASS -> classInfo.name;
            case EXCEPTION -> exceptionKind.simpleName();
            case RANDOM -> "x10.util.Random";
            case PLACE -> "Place";
            case PENDING -> "(type being inferred)";
        };
    }
}
