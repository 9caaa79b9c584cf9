package org.x10lite.nodes.parts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.frame.Frame;
import com.oracle.truffle.api.frame.MaterializedFrame;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeUtil;
import com.oracle.truffle.api.nodes.NodeVisitor;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.call.UserCallNode;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.controlflow.ControlFlowException.ReturnException;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.parallel.WhenNode;
import org.x10lite.nodes.resume.Injection;
import org.x10lite.nodes.resume.ResumePath;
import org.x10lite.nodes.resume.ResumePoint;
import org.x10lite.values.X10Exception;
import org.x10lite.workstealing.ResumeFrame;

/**
 * The slow clone of a function: a copy of its body that runs on a heap frame (a thief's copy of
 * a victim's frame) and starts from a resume point instead of from the top. Calling it runs one
 * {@link ResumeFrame} of a continuation: arguments are the frame to resume and the result (or
 * exception) of the call it resumes after. It returns what the function returns, so the next
 * caller frame of the continuation can be resumed with it.
 *
 * <p>The way down to the resume point is interpreted (behind a boundary): it runs once per
 * resumption. What can run long is compiled: everything the resumed code calls runs in the
 * ordinary fast code; the clone's range loops (and the rest of one resumed in its middle) run
 * in loop shares ({@link LoopShareRootNode}), compiled on a virtual copy of the frame; its other
 * loops are Truffle loop nodes that on-stack replacement compiles once they have run long
 * enough, on the heap frame (see {@link org.x10lite.nodes.resume.StealWrites} for what that asks
 * of the nodes that read slots a steal writes).
 */
public final class SlowCloneRootNode extends PartOfFunctionRootNode {
    @Child private X10StatementNode body;
    private final ResumePoint[] points;

    public SlowCloneRootNode(TruffleLanguage<?> language, X10RootNode function, X10StatementNode body, int pointCount) {
        super(language, null, function);
        this.body = body;
        this.points = new ResumePoint[pointCount];
        NodeUtil.forEachChild(body, new NodeVisitor() {
            @Override
            public boolean visit(Node node) {
                if (node instanceof ResumePoint p) {
                    points[p.getResumeId()] = p;
                }
                if (node instanceof UserCallNode c) {
                    c.markInSlowClone();
                }
                if (node instanceof ForRangeNode f) {
                    f.markInSlowClone();
                }
                return NodeUtil.forEachChild(node, this);
            }
        });
        if (body instanceof ResumePoint p) {
            points[p.getResumeId()] = p;
        }
    }


    @Override
    Object runPart(VirtualFrame frame) {
        Object[] args = frame.getArguments();
        return resume((ResumeFrame) args[0], args[1], (X10Exception) args[2]);
    }

    @TruffleBoundary
    /**
     * Where the part of a frame that a continuation bounded by {@code boundary} runs starts: the
     * body of an async (the activity it began), or a range loop itself (a thief's share of a split
     * loop, which ends where the loop ends).
     */
    public static Node regionStart(ResumePoint boundary) {
        return boundary instanceof AsyncNode a ? a.getBody() : (Node) boundary;
    }

    private Object resume(ResumeFrame rf, Object value, X10Exception thrown) {
        MaterializedFrame f = rf.frame;
        ResumePoint target = points[rf.resumeId];
        if (target instanceof UserCallNode || (target instanceof WhenNode && thrown != null)) {
            // a call's outcome, or the deadlock verdict for a parked when
            f.setObject(Injection.SLOT, new Injection(target, value, thrown));
        }
        X10StatementNode start = rf.boundaryId >= 0 ? (X10StatementNode) regionStart(points[rf.boundaryId]) : body;
        ResumePath path = new ResumePath(pathTo((Node) target, start));
        try {
            path.resumeFirst(f);
            return null;
        } catch (ReturnException e) {
            return e.value;
        } catch (StackOverflowError e) {
            // the start of a resumed activity: the program sees X10's StackOverflowError
            throw X10Exception.stackOverflow(this);
        }
    }

    /**
     * The frame the resumed activation runs on: not this root's own frame, which holds only the
     * arguments of the resumption, but the function's frame that the steal materialized. Tools
     * read a continuation's locals there (see {@code LocalScope}).
     */
    public static Frame activationFrame(Frame own) {
        Object[] args = own.getArguments();
        return args.length > 0 && args[0] instanceof ResumeFrame rf ? rf.frame : own;
    }

    /** The statements from {@code start} down to the one that holds {@code target}. */
    public static X10StatementNode[] pathTo(Node target, X10StatementNode start) {
        List<X10StatementNode> path = new ArrayList<>();
        Node n = target;
        while (n != null) {
            if (n instanceof X10StatementNode s) {
                path.add(s);
            }
            if (n == start) {
                break;
            }
            n = n.getParent();
        }
        Collections.reverse(path);
        return path.toArray(new X10StatementNode[0]);
    }

    /** The resume point numbered {@code id} as a node of this root's tree (adopted: its call target exists). */
    public Node adoptedPoint(int id) {
        getCallTarget();
        return (Node) points[id];
    }

    /** The resume point numbered {@code id} in the slow clone. */
    public ResumePoint point(int id) {
        return points[id];
    }

    @Override
    String part() {
        return "resumed";
    }
}
