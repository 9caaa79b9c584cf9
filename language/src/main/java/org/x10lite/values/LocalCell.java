package org.x10lite.values;

/**
 * A local variable shared by activities since a steal (see {@code SharedLocalNodes}). Not volatile: activities under one
 * finish synchronize through its record (atomic counts), and X10 requires atomic blocks (one
 * lock) for any other sharing, so those give the ordering.
 */
public final class LocalCell {
    private Object value;

    public LocalCell(Object value) {
        this.value = value;
    }

    public Object get() {
        return value;
    }

    public void set(Object v) {
        this.value = v;
    }
}
