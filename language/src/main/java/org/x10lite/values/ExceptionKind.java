package org.x10lite.values;

/**
 * The built-in exception classes of X10 that x10lite knows, with their superclass, so that
 * {@code catch (e:Exception)} catches an {@code ArithmeticException}.
 */
public enum ExceptionKind {
    CHECKED_THROWABLE("x10.lang.CheckedThrowable", null),
    ERROR("x10.lang.Error", CHECKED_THROWABLE),
    CHECKED_EXCEPTION("x10.lang.CheckedException", CHECKED_THROWABLE),
    EXCEPTION("x10.lang.Exception", CHECKED_EXCEPTION),
    ARITHMETIC("x10.lang.ArithmeticException", EXCEPTION),
    INDEX_OUT_OF_BOUNDS("x10.lang.IndexOutOfBoundsException", EXCEPTION),
    ARRAY_INDEX_OUT_OF_BOUNDS("x10.lang.ArrayIndexOutOfBoundsException", INDEX_OUT_OF_BOUNDS),
    NULL_POINTER("x10.lang.NullPointerException", EXCEPTION),
    ILLEGAL_ARGUMENT("x10.lang.IllegalArgumentException", EXCEPTION),
    NUMBER_FORMAT("x10.lang.NumberFormatException", ILLEGAL_ARGUMENT),
    ILLEGAL_OPERATION("x10.lang.IllegalOperationException", EXCEPTION),
    ILLEGAL_STATE("x10.lang.IllegalStateException", EXCEPTION),
    UNSUPPORTED_OPERATION("x10.lang.UnsupportedOperationException", EXCEPTION),
    CLASS_CAST("x10.lang.ClassCastException", EXCEPTION),
    NEGATIVE_ARRAY_SIZE("x10.lang.NegativeArraySizeException", EXCEPTION),
    STACK_OVERFLOW("x10.lang.StackOverflowError", ERROR),
    OUT_OF_MEMORY("x10.lang.OutOfMemoryError", ERROR),
    DEADLOCK("x10.lang.DeadlockException", EXCEPTION),
    MULTIPLE_EXCEPTIONS("x10.lang.MultipleExceptions", EXCEPTION);

    public final String qualifiedName;
    public final ExceptionKind parent;

    ExceptionKind(String qualifiedName, ExceptionKind parent) {
        this.qualifiedName = qualifiedName;
        this.parent = parent;
    }

    public String simpleName() {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }

    public boolean isSubkindOf(ExceptionKind other) {
        for (ExceptionKind k = this; k != null; k = k.parent) {
            if (k == other) {
                return true;
            }
        }
        return false;
    }

    public static ExceptionKind bySimpleOrQualifiedName(String name) {
        for (ExceptionKind k : values()) {
            if (k.qualifiedName.equals(name) || k.simpleName().equals(name)) {
                return k;
            }
        }
        return null;
    }
}
