package org.x10lite.embedding;

import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.InvalidArrayIndexException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import org.x10lite.X10Language;
import org.x10lite.semantics.Type;
import org.x10lite.values.X10Closure;
import org.x10lite.values.X10Exception;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Rail;
import org.x10lite.values.X10Random;
import org.x10lite.values.X10Range;

/**
 * Converts a value from the host to a declared X10 type (a parameter's, a field's, a Rail
 * element's), or rejects it. Every type either converts (numbers that fit, strings,
 * one-character strings for {@code Char}, host arrays for Rails, element by element, host
 * functions for function types) or accepts only x10lite values of exactly that type (objects of
 * the class, exceptions, ranges, closures of that signature, Rails of that element type);
 * reference types also accept {@code null}. A value that fits nowhere is an
 * {@link UnsupportedTypeException}, which the host sees as an {@code IllegalArgumentException}
 * naming the X10 type.
 */
final class HostArguments {
    private static final InteropLibrary INTEROP = InteropLibrary.getUncached();

    private HostArguments() {
    }

    @TruffleBoundary
    static Object convert(Object value, Type type, Object[] all) throws UnsupportedTypeException {
        Object converted;
        try {
            converted = convert(value, type);
        } catch (UnsupportedMessageException | InvalidArrayIndexException e) {
            converted = REJECTED;
        }
        if (converted == REJECTED) {
            // the host appends its own list of the arguments to this sentence
            throw UnsupportedTypeException.create(all, "expected a value of X10 type " + type + ", got " + describe(value) + ". ");
        }
        return converted;
    }

    /**
     * The arguments of a call for a host: {@code first} (the receiver, the new object, the closure
     * or null) and the host's arguments converted to {@code params}.
     */
    @TruffleBoundary
    static Object[] frameArguments(Object first, List<Type> params, Object[] arguments) throws UnsupportedTypeException {
        Object[] frameArguments = new Object[arguments.length + 1];
        frameArguments[0] = first;
        for (int i = 0; i < arguments.length; i++) {
            frameArguments[i + 1] = convert(arguments[i], params.get(i), arguments);
        }
        return frameArguments;
    }

    /** Marks a value that does not convert. */
    private static final Object REJECTED = new Object();

    private static Object convert(Object value, Type type) throws UnsupportedMessageException, InvalidArrayIndexException {
        if (type.isReference() && type.kind != Type.Kind.ANY && INTEROP.isNull(value)) {
            return null;
        }
        return switch (type.kind) {
            case LONG -> INTEROP.fitsInLong(value) ? (Object) INTEROP.asLong(value) : REJECTED;
            case INT -> INTEROP.fitsInInt(value) ? (Object) INTEROP.asInt(value) : REJECTED;
            case DOUBLE -> INTEROP.fitsInDouble(value) ? (Object) INTEROP.asDouble(value) : REJECTED;
            case FLOAT -> INTEROP.fitsInFloat(value) ? (Object) INTEROP.asFloat(value) : REJECTED;
            case BOOLEAN -> INTEROP.isBoolean(value) ? (Object) INTEROP.asBoolean(value) : REJECTED;
            case CHAR -> toChar(value);
            case STRING -> INTEROP.isString(value) ? INTEROP.asString(value) : REJECTED;
            case RAIL -> toRail(value, type);
            case FUNCTION -> toFunction(value, type);
            case CLASS, EXCEPTION, LONG_RANGE, INT_RANGE, RANDOM -> type.isInstance(value) ? value : REJECTED;
            case ANY -> toAny(value);
            default -> REJECTED;
        };
    }

    private static Object toChar(Object value) throws UnsupportedMessageException {
        if (value instanceof Character) {
            return value;
        }
        if (INTEROP.isString(value)) {
            String s = INTEROP.asString(value);
            if (s.length() == 1) {
                return s.charAt(0);
            }
        }
        return REJECTED;
    }

    private static Object toRail(Object value, Type type) throws UnsupportedMessageException, InvalidArrayIndexException {
        if (value instanceof X10Rail rail) {
            return type.isInstance(rail) ? rail : REJECTED;
        }
        if (!INTEROP.hasArrayElements(value)) {
            return REJECTED;
        }
        long size = INTEROP.getArraySize(value);
        if (size > Integer.MAX_VALUE - 8) {
            return REJECTED;
        }
        X10Rail rail = type.element.elementKind().allocate((int) size, type.element);
        for (int i = 0; i < size; i++) {
            Object element = convert(INTEROP.readArrayElement(value, i), type.element);
            if (element == REJECTED) {
                return REJECTED;
            }
            rail.setBoxed(i, element);
        }
        return rail;
    }

    /** An x10lite closure of the type, or a host's function or an x10lite method of that arity (a closure of the type that calls it). */
    private static Object toFunction(Object value, Type type) {
        if (value instanceof X10Closure) {
            return type.isInstance(value) ? value : REJECTED;
        }
        if (value instanceof X10Method method && !method.hasArity(type.params.size())) {
            return REJECTED;
        }
        if (INTEROP.isExecutable(value)) {
            return ((HostCalls) X10Language.get(null).hostInterop()).wrapHostFunction(value, type);
        }
        return REJECTED;
    }

    /** {@code Any}: x10lite values as they are; host numbers, strings and booleans as X10's. */
    private static Object toAny(Object value) throws UnsupportedMessageException {
        if (INTEROP.isNull(value)) {
            return null;
        }
        if (value instanceof X10Object || value instanceof X10Rail || value instanceof X10Closure || value instanceof X10Exception || value instanceof X10Range ||
                        value instanceof X10Random || value instanceof Long || value instanceof Integer || value instanceof Double || value instanceof Float ||
                        value instanceof Boolean || value instanceof Character || value instanceof String) {
            return value;
        }
        if (INTEROP.isString(value)) {
            return INTEROP.asString(value);
        }
        if (INTEROP.isBoolean(value)) {
            return INTEROP.asBoolean(value);
        }
        if (INTEROP.fitsInLong(value)) {
            return INTEROP.asLong(value);
        }
        if (INTEROP.fitsInDouble(value)) {
            return INTEROP.asDouble(value);
        }
        return REJECTED;
    }

    private static String describe(Object value) {
        if (value == null || INTEROP.isNull(value)) {
            return "null";
        }
        Object display = INTEROP.toDisplayString(value, false);
        try {
            return INTEROP.asString(display);
        } catch (UnsupportedMessageException e) {
            return value.getClass().getSimpleName();
        }
    }
}
