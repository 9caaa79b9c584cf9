package org.x10lite.embedding;

import java.util.ArrayList;
import java.util.List;

import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.interop.UnsupportedTypeException;
import org.x10lite.nodes.object.Repr;
import org.x10lite.semantics.ClassInfo;
import org.x10lite.semantics.FieldInfo;
import org.x10lite.semantics.MethodInfo;
import org.x10lite.values.ReadOnlyArray;
import org.x10lite.values.X10Null;
import org.x10lite.values.X10Object;

/**
 * The fields and methods of one class as a host's members, of one kind: the static ones (a
 * class object's) or the instance ones (its objects'). Fields are read from a holder object
 * (the object, or the class's static field holder) and written with the host's value converted
 * to the field's type; only a {@code var} is writable.
 */
final class DeclaredMembers {
    private final ClassInfo classInfo;
    private final boolean statics;

    DeclaredMembers(ClassInfo classInfo, boolean statics) {
        this.classInfo = classInfo;
        this.statics = statics;
    }

    /** The field of that name, or null. */
    FieldInfo field(String name) {
        FieldInfo f = classInfo.fields.get(name);
        return f != null && f.isStatic == statics ? f : null;
    }

    boolean hasMethod(String name) {
        for (MethodInfo m : classInfo.methods.getOrDefault(name, List.of())) {
            if (m.isStatic == statics) {
                return true;
            }
        }
        return false;
    }

    boolean isReadable(String member) {
        return field(member) != null || hasMethod(member);
    }

    boolean isModifiable(String member) {
        FieldInfo f = field(member);
        return f != null && f.isVar;
    }

    /** Fields first, in declaration order, then methods. */
    ReadOnlyArray names() {
        List<String> names = new ArrayList<>();
        for (FieldInfo f : classInfo.fields.values()) {
            if (f.isStatic == statics) {
                names.add(f.name);
            }
        }
        for (String m : classInfo.methods.keySet()) {
            if (hasMethod(m) && !names.contains(m)) {
                names.add(m);
            }
        }
        return new ReadOnlyArray(names.toArray(new String[0]));
    }

    static Object read(FieldInfo f, X10Object holder) {
        Repr repr = f.type.repr();
        if (repr.isPrimitive()) {
            return repr.decode(holder.primitives[f.index]);
        }
        Object value = holder.references[f.index];
        return value == null ? X10Null.INSTANCE : value;
    }

    void write(String member, X10Object holder, Object value) throws UnknownIdentifierException, UnsupportedMessageException, UnsupportedTypeException {
        FieldInfo f = field(member);
        if (f == null) {
            if (hasMethod(member)) {
                // a method is read-only
                throw UnsupportedMessageException.create();
            }
            throw UnknownIdentifierException.create(member);
        }
        if (!f.isVar) {
            // a val is fixed once constructed: code compiled on that assumption may hold its value
            throw UnsupportedMessageException.create();
        }
        Object converted = HostArguments.convert(value, f.type, new Object[]{value});
        Repr repr = f.type.repr();
        if (repr.isPrimitive()) {
            holder.primitives[f.index] = repr.encode(converted);
        } else {
            holder.references[f.index] = converted;
        }
    }
}
