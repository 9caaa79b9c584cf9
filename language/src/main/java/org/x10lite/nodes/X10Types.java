package org.x10lite.nodes;

import com.oracle.truffle.api.dsl.TypeSystem;

/**
 * The value types the DSL specializes on. x10lite is statically typed: the translator inserts
 * explicit conversions, so no implicit casts are declared here.
 */
@TypeSystem({long.class, int.class, double.class, float.class, boolean.class, char.class, String.class})
public abstract class X10Types {
}
