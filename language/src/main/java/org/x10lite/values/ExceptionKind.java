package org.x10lite.values;

import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.TruffleObject;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import org.x10lite.X10Language;

/**
 * The built-in exception classes of X10 that x10lite knows, with their superclass, so that
 * {@code catch (e:Exception)} catches an {@code ArithmeticException}. To a host, each is the
 * metaobject of its exceptions.
 */
@ExportLibrary(InteropLibrary.class)
public enum ExceptionKind implements DeclaredType, TruffleObject {
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

    /** An exception of this class or a subclass: what a {@code Rail} of this exception class holds. */
    @Override
    public boolean isInstance(Object value) {
        return value instanceof X10Exception e && e.kind.isSubkindOf(this);
    }

    @ExportMessage
    boolean isMetaObject() {
        return true;
    }

    @ExportMessage
    Object getMetaQualifiedName() {
        return qualifiedName;
    }

    @ExportMessage
    Object getMetaSimpleName() {
        return simpleName();
    }

    @ExportMessage
    boolean isMetaInstance(Object instance) {
        return isInstance(instance);
    }

    @ExportMessage
    boolean hasMetaParents() {
        return parent != null;
    }

    @ExportMessage
    Object getMetaParents() throws UnsupportedMessageException {
        if (parent == null) {
            throw UnsupportedMessageException.create();
        }
        return new ReadOnlyArray(new Object[]{parent});
    }

    @ExportMessage
    boolean hasLanguage() {
        return true;
    }

    @ExportMessage
    Class<? extends TruffleLanguage<?>> getLanguage() {
        return X10Language.class;
    }

    @ExportMessage
    Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return "class " + qualifiedName;
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
