package org.x10lite.nodes.scope;

import java.util.LinkedHashMap;
import java.util.Map;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.interop.InteropLibrary;
import com.oracle.truffle.api.interop.UnknownIdentifierException;
import com.oracle.truffle.api.interop.UnsupportedMessageException;
import com.oracle.truffle.api.library.ExportLibrary;
import com.oracle.truffle.api.library.ExportMessage;
import com.oracle.truffle.api.nodes.RootNode;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.values.LocalCell;
import org.x10lite.values.ReadOnlyArray;
import org.x10lite.values.X10Null;
import org.x10lite.values.X10Object;
import org.x10lite.values.X10Value;
import org.x10lite.nodes.parts.SlowCloneRootNode;

/**
 * The local variables of one activation as tools see them (the debugger's scope): every
 * variable of the function that holds a value in the frame, by its X10 name, and {@code this} in
 * an instance method. A snapshot, read-only.
 *
 * <p>The frame is the function's own wherever its code runs: a stolen continuation runs on the
 * frame the steal materialized ({@link SlowCloneRootNode#activationFrame}), a loop share and a
 * help-first task on frames laid out like the function's. Variables the translator made for
 * itself (names starting with {@code $}) are left out, and so are slots not yet written or dead
 * (a loop's locals after its iteration). Two variables of one name in different blocks show
 * once, the one declared later winning if both hold a value: the translator keeps no block
 * structure in the tree, so a scope cannot be narrower than the function.
 */
@ExportLibrary(InteropLibrary.class)
public final class LocalScope extends X10Value {
    public static final String THIS = "this";

    private final String functionName;
    /** The function's source: the scope is the whole function's (a debugger shows it as the function's scope). */
    private final SourceSection section;
    private final Map<String, Object> values;

    private LocalScope(RootNode root, Map<String, Object> values) {
        this.functionName = root.getName();
        SourceSection s = root.getSourceSection();
        this.section = s != null && s.isAvailable() ? s : null;
        this.values = values;
    }

    /** The scope of the activation of {@code root} whose frame is {@code frame} (null: the names only, no values). */
    public static LocalScope of(RootNode root, Frame frame) {
        return of(root, frame == null ? null : frame.materialize());
    }

    @TruffleBoundary
    private static LocalScope of(RootNode root, MaterializedFrame frame) {
        Map<String, Object> values = new LinkedHashMap<>();
        if (frame == null) {
            FrameDescriptor d = root.getFrameDescriptor();
            for (int i = 0; i < d.getNumberOfSlots(); i++) {
                if (isVariable(d.getSlotName(i))) {
                    values.put((String) d.getSlotName(i), X10Null.INSTANCE);
                }
            }
            return new LocalScope(root, values);
        }
        Frame activation = SlowCloneRootNode.activationFrame(frame);
        Object[] args = activation.getArguments();
        if (args.length > 0 && args[0] instanceof X10Object self) {
            values.put(THIS, self);
        }
        FrameDescriptor d = activation.getFrameDescriptor();
        for (int i = 0; i < d.getNumberOfSlots(); i++) {
            Object name = d.getSlotName(i);
            if (isVariable(name) && activation.getTag(i) != FrameSlotKind.Illegal.tag) {
                Object v = activation.getValue(i);
                if (v instanceof LocalCell cell) {
                    v = cell.get();
                }
                if (v != null) {
                    values.put((String) name, v);
                }
            }
        }
        return new LocalScope(root, values);
    }

    private static boolean isVariable(Object slotName) {
        return slotName instanceof String s && !s.isEmpty() && !s.startsWith("$");
    }

    /** The name of the receiver member, if this activation has one. */
    public boolean hasThis() {
        return values.containsKey(THIS);
    }

    @ExportMessage
    boolean isScope() {
        return true;
    }

    @ExportMessage
    boolean hasMembers() {
        return true;
    }

    @ExportMessage
    @TruffleBoundary
    Object getMembers(@SuppressWarnings("unused") boolean includeInternal) {
        return new ReadOnlyArray(values.keySet().toArray(new String[0]));
    }

    @ExportMessage
    @TruffleBoundary
    boolean isMemberReadable(String member) {
        return values.containsKey(member);
    }

    @ExportMessage
    @TruffleBoundary
    Object readMember(String member) throws UnknownIdentifierException {
        Object v = values.get(member);
        if (v == null) {
            throw UnknownIdentifierException.create(member);
        }
        return v;
    }

    @ExportMessage
    boolean hasSourceLocation() {
        return section != null;
    }

    @ExportMessage
    SourceSection getSourceLocation() throws UnsupportedMessageException {
        if (section == null) {
            throw UnsupportedMessageException.create();
        }
        return section;
    }

    @ExportMessage
    public Object toDisplayString(@SuppressWarnings("unused") boolean allowSideEffects) {
        return functionName;
    }
}
