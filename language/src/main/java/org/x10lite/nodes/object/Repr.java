package org.x10lite.nodes.object;

/**
 * How a value of a static type is stored in an object's fields: primitives as raw bits in the
 * {@code long[]} part, everything else in the {@code Object[]} part.
 */
public enum Repr {
    LONG, INT, DOUBLE, FLOAT, BOOLEAN, CHAR, REFERENCE;

    public boolean isPrimitive() {
        return this != REFERENCE;
    }

    public long encode(Object value) {
        return switch (this) {
            case LONG -> (Long) value;
            case INT -> (Integer) value;
            case DOUBLE -> Double.doubleToRawLongBits((Double) value);
            case FLOAT -> Float.floatToRawIntBits((Float) value);
            case BOOLEAN -> ((Boolean) value) ? 1 : 0;
            case CHAR -> (Character) value;
            case REFERENCE -> throw new IllegalStateException();
        };
    }

    public Object decode(long bits) {
        return switch (this) {
            case LONG -> bits;
            case INT -> (int) bits;
            case DOUBLE -> Double.longBitsToDouble(bits);
            case FLOAT -> Float.intBitsToFloat((int) bits);
            case BOOLEAN -> bits != 0;
            case CHAR -> (char) bits;
            case REFERENCE -> throw new IllegalStateException();
        };
    }
}
