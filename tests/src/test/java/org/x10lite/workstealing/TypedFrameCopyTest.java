package org.x10lite.workstealing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.FrameSlotKind;
import com.oracle.truffle.api.frame.MaterializedFrame;
import org.junit.jupiter.api.Test;

/**
 * What a loop share's frame holds after {@link TypedFrameCopy} (interpreted here: the copy's
 * point, tags the compiler can see, is a fact of compiled code): every written slot with its
 * value and kind, a primitive slot never written as its kind's zero, and a slot holding a tag
 * other than its kind unchanged.
 */
class TypedFrameCopyTest {
    @Test
    void slotsKeepTheirValuesAndTakeTheirKindsTags() {
        FrameDescriptor.Builder b = FrameDescriptor.newBuilder();
        int counter = b.addSlot(FrameSlotKind.Long, "counter", null);
        int later = b.addSlot(FrameSlotKind.Long, "declaredLater", null);
        int flag = b.addSlot(FrameSlotKind.Boolean, "flag", null);
        int sum = b.addSlot(FrameSlotKind.Double, "sum", null);
        int ints = b.addSlot(FrameSlotKind.Int, "ints", null);
        int ref = b.addSlot(FrameSlotKind.Object, "ref", null);
        int unset = b.addSlot(FrameSlotKind.Object, "unset", null);
        int odd = b.addSlot(FrameSlotKind.Long, "odd", null);
        FrameDescriptor d = b.build();
        Object[] args = {"arg"};
        MaterializedFrame from = Truffle.getRuntime().createMaterializedFrame(args, d);
        from.setLong(counter, 41);
        from.setBoolean(flag, true);
        from.setDouble(sum, 2.5);
        from.setInt(ints, -7);
        Object value = new Object();
        from.setObject(ref, value);
        from.setObject(odd, "not a long");

        MaterializedFrame to = Truffle.getRuntime().createMaterializedFrame(args, d);
        TypedFrameCopy copy = new TypedFrameCopy(d);
        for (int round = 0; round < 2; round++) {
            // the second round takes the generic path for the odd slot
            copy.copy(from, to);
            assertEquals(41, to.getLong(counter));
            assertEquals(0, to.getLong(later), "a long never written");
            assertEquals(true, to.getBoolean(flag));
            assertEquals(2.5, to.getDouble(sum));
            assertEquals(-7, to.getInt(ints));
            assertSame(value, to.getObject(ref));
            assertNull(to.getObject(unset));
            assertEquals("not a long", to.getObject(odd), "a slot with another tag is copied as it is");
        }
    }
}
