package org.x10lite.nodes.rail;

import org.x10lite.values.DeclaredType;
import org.x10lite.values.X10Rail;

/** The storage class of a Rail, chosen from its static element type. */
public enum ElementKind {
    LONG, INT, DOUBLE, FLOAT, BOOLEAN, CHAR, OBJECT;

    /** A new Rail of {@code size} elements: zeros, or nulls of {@code elementType} (which a Rail of references keeps). */
    public X10Rail allocate(int size, DeclaredType elementType) {
        return switch (this) {
            case LONG -> new X10Rail.LongRail(new long[size]);
            case INT -> new X10Rail.IntRail(new int[size]);
            case DOUBLE -> new X10Rail.DoubleRail(new double[size]);
            case FLOAT -> new X10Rail.FloatRail(new float[size]);
            case BOOLEAN -> new X10Rail.BooleanRail(new boolean[size]);
            case CHAR -> new X10Rail.CharRail(new char[size]);
            case OBJECT -> new X10Rail.ObjectRail(new Object[size], elementType);
        };
    }

    /** The storage class of a Rail. */
    public static ElementKind of(X10Rail rail) {
        if (rail instanceof X10Rail.LongRail) {
            return LONG;
        } else if (rail instanceof X10Rail.IntRail) {
            return INT;
        } else if (rail instanceof X10Rail.DoubleRail) {
            return DOUBLE;
        } else if (rail instanceof X10Rail.FloatRail) {
            return FLOAT;
        } else if (rail instanceof X10Rail.BooleanRail) {
            return BOOLEAN;
        } else if (rail instanceof X10Rail.CharRail) {
            return CHAR;
        }
        return OBJECT;
    }
}
