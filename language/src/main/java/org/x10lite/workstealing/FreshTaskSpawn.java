package org.x10lite.workstealing;

import com.oracle.truffle.api.CompilerDirectives.CompilationFinal;
import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.Truffle;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.ExplodeLoop;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.local.SharedLocalNodes;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.parts.PartOfFunctionRootNode;

/**
 * What a help-first async needs to spawn fresh tasks: the root that runs its body, and how the
 * task's frame is taken off the frame of the activity that spawns it without making that frame a
 * heap frame: every shared local of the function is put in a cell (if it is not in one yet) that
 * the frame and the copy then share, as a steal does ({@link FrameCopies}), and the copy gets
 * every slot with the tag partial evaluation knows. In the copy no async of the function is in
 * progress, and the spawning async is where the task's activity begins. Made once per async node
 * and published through its final fields.
 */
public final class FreshTaskSpawn {
    private final FrameDescriptor descriptor;
    @CompilationFinal(dimensions = 1) private final int[] sharedSlots;
    @CompilationFinal(dimensions = 1) private final int[] asyncStateSlots;
    private final int ownStateSlot;
    private final TypedFrameCopy copy;
    private final RootCallTarget root;

    private FreshTaskSpawn(X10RootNode function, AsyncNode async) {
        this.root = function.freshTaskRoot(async.getResumeId()).getCallTarget();
        this.descriptor = function.getFrameDescriptor();
        java.util.List<Integer> shared = new java.util.ArrayList<>();
        for (int i = 0; i < descriptor.getNumberOfSlots(); i++) {
            if (descriptor.getSlotInfo(i) == SharedLocalNodes.SHARED) {
                shared.add(i);
            }
        }
        this.sharedSlots = shared.stream().mapToInt(Integer::intValue).toArray();
        this.asyncStateSlots = java.util.Arrays.stream(function.asyncs()).mapToInt(AsyncNode::getStateSlot).toArray();
        this.ownStateSlot = async.getStateSlot();
        this.copy = new TypedFrameCopy(descriptor);
    }

    /** For {@code async}, a node of any copy of its function (the fast code, a slow clone, a share or a fresh task's root). */
    public static FreshTaskSpawn of(AsyncNode async) {
        return new FreshTaskSpawn(PartOfFunctionRootNode.functionOf(async.getRootNode()), async);
    }

    /** The root that runs the async's fresh tasks. */
    RootCallTarget root() {
        return root;
    }

    /** The fresh task's copy of {@code frame}. */
    @ExplodeLoop
    public MaterializedFrame copyOf(VirtualFrame frame) {
        for (int slot : sharedSlots) {
            FrameCopies.shareLocal(frame, slot);
        }
        MaterializedFrame task = Truffle.getRuntime().createMaterializedFrame(FrameCopies.functionArguments(frame), descriptor);
        copy.copy(frame, task);
        for (int slot : asyncStateSlots) {
            task.setObject(slot, null);
        }
        task.setObject(ownStateSlot, ActivityMark.BOUNDARY);
        return task;
    }

}
