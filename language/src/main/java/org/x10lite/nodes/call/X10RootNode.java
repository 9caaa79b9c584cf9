package org.x10lite.nodes.call;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import com.oracle.truffle.api.CallTarget;
import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.TruffleLanguage;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.frame.VirtualFrame;
import com.oracle.truffle.api.nodes.LoopNode;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.api.nodes.NodeUtil;
import com.oracle.truffle.api.nodes.RootNode;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.nodes.X10StatementNode;
import org.x10lite.nodes.controlflow.ControlFlowException.ReturnException;
import org.x10lite.nodes.controlflow.ForRangeNode;
import org.x10lite.nodes.parallel.AsyncNode;
import org.x10lite.nodes.resume.ResumePoint;
import org.x10lite.nodes.parts.SlowCloneRootNode;
import org.x10lite.nodes.parts.FreshTaskRootNode;
import org.x10lite.nodes.parts.LoopShareRootNode;
import org.x10lite.values.DeclaredType;
import org.x10lite.values.X10Closure;

/**
 * The root of a method, constructor or closure body. {@code return} unwinds to here.
 *
 * <p>It also numbers the function's resume points (asyncs, finishes, calls of user code) and
 * makes, on the first steal that needs it, the function's slow clone: a copy of the body that
 * runs on a heap frame and can start from a resume point.
 */
public final class X10RootNode extends RootNode implements X10Closure.Code {
    @Child private X10StatementNode body;
    /** A closure's function type; null for a method or constructor. */
    private final DeclaredType functionType;
    private final String name;
    private final SourceSection sourceSection;
    private final ResumePoint[] resumePoints;
    private final AsyncNode[] asyncs;
    private volatile SlowCloneRootNode slowClone;
    /** The range loops whose bodies spawn, which a steal stops for a hand-over (see {@link ForRangeNode}). */
    private final ForRangeNode[] spawningLoops;
    /** The roots that run shares of range loops, by the loop's resume id; made on first use. */
    private final LoopShareRootNode[] loopShares;
    /** The roots that run help-first asyncs' bodies as fresh tasks, by the async's resume id; made on first use. */
    private final FreshTaskRootNode[] freshTaskRoots;
    /** The function spawns and loops: compiled on its own, never inlined (see {@link #prepareForCompilation}). */
    private final boolean neverInlined;
    /** The function calls itself, directly or not, from many places: never inlined either (see {@link #keepOutOfCallers}). */
    private volatile boolean fansOutRecursively;
    /** No call of the function can start or wait for an activity (see {@link #markActivityFree}). */
    private volatile boolean activityFree;
    /** The root through which a host calls this function (the embedding's), made on the first such call. */
    private volatile CallTarget hostEntry;

    public X10RootNode(TruffleLanguage<?> language, FrameDescriptor frameDescriptor, X10StatementNode body, String name, SourceSection sourceSection) {
        this(language, frameDescriptor, body, name, sourceSection, null);
    }

    /** The root of a closure's body, whose closures are of {@code functionType}. */
    public X10RootNode(TruffleLanguage<?> language, FrameDescriptor frameDescriptor, X10StatementNode body, String name, SourceSection sourceSection, DeclaredType functionType) {
        super(language, frameDescriptor);
        this.body = body;
        this.functionType = functionType;
        // the body carries RootTag for tools; a body made of several parts (a constructor's
        // field initializers and its block) spans the declaration
        if (!body.hasSourceSpan() && sourceSection != null && sourceSection.isAvailable()) {
            body.at(sourceSection.getCharIndex(), sourceSection.getCharLength());
        }
        body.markRootBody();
        this.name = name;
        this.sourceSection = sourceSection;
        List<ResumePoint> points = new ArrayList<>();
        List<AsyncNode> asyncList = new ArrayList<>();
        NodeUtil.forEachChild(this, new com.oracle.truffle.api.nodes.NodeVisitor() {
            @Override
            public boolean visit(Node node) {
                if (node instanceof ResumePoint p) {
                    p.setResumeId(points.size());
                    points.add(p);
                }
                if (node instanceof AsyncNode a) {
                    asyncList.add(a);
                }
                return NodeUtil.forEachChild(node, this);
            }
        });
        this.resumePoints = points.toArray(new ResumePoint[0]);
        this.asyncs = asyncList.toArray(new AsyncNode[0]);
        this.loopShares = new LoopShareRootNode[resumePoints.length];
        this.freshTaskRoots = new FreshTaskRootNode[resumePoints.length];
        this.neverInlined = !asyncList.isEmpty() && NodeUtil.findFirstNodeInstance(body, LoopNode.class) != null;
        this.spawningLoops = points.stream().filter(p -> p instanceof ForRangeNode f && f.getRestSlot() >= 0).toArray(ForRangeNode[]::new);
    }

    @Override
    public Object execute(VirtualFrame frame) {
        try {
            body.executeVoid(frame);
            return null;
        } catch (ReturnException e) {
            return e.value;
        }
    }

    /**
     * Keeps a function that spawns and loops out of its callers' compiled code. A steal
     * materializes the frame of the victim's oldest stealable async, which deoptimizes the
     * whole compiled frame holding it, callees inlined into it included: the victim was running
     * in the async's body, so the rest of an inlined callee's activation, a loop in progress with
     * it, went on in the interpreter (Jacobi's victims went on interpreting the rest of a 64 x 64
     * leaf after steals deep in the tree). Such a callee runs long per call, so a call costs it
     * nothing measurable; a loop-free one (Fib's {@code fib}) is still inlined, where the call
     * would cost and the interpreted rest is short. It also keeps recursive divide-and-conquer
     * code from being inlined into itself level after level (Jacobi's {@code relax}: 168 KB of
     * code, seconds of compilation on cores the workers need).
     */
    @Override
    protected boolean prepareForCompilation(boolean rootCompilation, int compilationTier, boolean lastTier) {
        return rootCompilation || !(neverInlined || fansOutRecursively);
    }

    /**
     * Keeps this function out of its callers' compiled code, itself included: it calls itself
     * (directly or through others) from many call sites. Truffle inlines a recursive function into
     * itself two levels deep, so its compiled code holds 1 + f + f<sup>2</sup> copies of its body
     * for f such calls: 73 for LU's {@code schur}, whose eight recursive calls gave it 224 KB of
     * code (1 MB for LU's functions in all) and made LU twice as slow as with recursive inlining
     * off; Fib and Integrate, with two such calls each, run 2 to 2.5 times as fast with it. Set
     * by the translator ({@code RecursiveCalls}) before the program runs.
     */
    public void keepOutOfCallers() {
        fansOutRecursively = true;
    }

    /**
     * Set by the translator ({@code ActivityFreeCalls}) before the program runs when neither this
     * function nor anything it may call holds an async, a finish or a when, or calls a closure: a
     * call from outside the program then needs no worker.
     */
    public void markActivityFree() {
        activityFree = true;
    }

    public boolean isActivityFree() {
        return activityFree;
    }

    public X10StatementNode getBody() {
        return body;
    }

    /** The resume point numbered {@code id} in this (fast) copy of the function. */
    public ResumePoint resumePoint(int id) {
        return resumePoints[id];
    }

    /** The function's range loops whose bodies spawn. */
    public ForRangeNode[] spawningLoops() {
        return spawningLoops;
    }

    /** Every async of the function, outermost first (a preorder of the tree). */
    public AsyncNode[] asyncs() {
        return asyncs;
    }

    /** The slow clone, made on first use. */
    @TruffleBoundary
    public SlowCloneRootNode slowClone() {
        SlowCloneRootNode c = slowClone;
        if (c == null) {
            synchronized (this) {
                c = slowClone;
                if (c == null) {
                    c = new SlowCloneRootNode(getLanguage(org.x10lite.X10Language.class), this, cloneUnderAstLock(body), resumePoints.length);
                    slowClone = c;
                }
            }
        }
        return c;
    }

    /** The root that runs shares of the range loop numbered {@code loopId}, made on first use. */
    @TruffleBoundary
    public LoopShareRootNode loopShare(int loopId) {
        synchronized (loopShares) {
            LoopShareRootNode s = loopShares[loopId];
            if (s == null) {
                s = new LoopShareRootNode(getLanguage(org.x10lite.X10Language.class), this, (ForRangeNode) cloneUnderAstLock((Node) resumePoints[loopId]));
                loopShares[loopId] = s;
            }
            return s;
        }
    }

    /** The root that runs fresh tasks of the async numbered {@code asyncId}, made on first use. */
    @TruffleBoundary
    public FreshTaskRootNode freshTaskRoot(int asyncId) {
        synchronized (freshTaskRoots) {
            FreshTaskRootNode r = freshTaskRoots[asyncId];
            if (r == null) {
                AsyncNode async = (AsyncNode) resumePoints[asyncId];
                r = new FreshTaskRootNode(getLanguage(org.x10lite.X10Language.class), this, asyncId, cloneUnderAstLock(async.getBody()));
                freshTaskRoots[asyncId] = r;
            }
            return r;
        }
    }

    /**
     * Other workers may be specializing this very tree (rewriting nodes, which the DSL does
     * under the tree's lock): a copy made meanwhile could hold a half-rewritten node.
     */
    private <T extends Node> T cloneUnderAstLock(T node) {
        java.util.concurrent.locks.Lock astLock = getLock();
        astLock.lock();
        try {
            return NodeUtil.cloneNode(node);
        } finally {
            astLock.unlock();
        }
    }

    /**
     * The call target through which a host calls this function, made by {@code make} on the
     * first call and kept: a root and call target per call cost more than a trivial method.
     */
    public CallTarget hostEntry(Function<X10RootNode, CallTarget> make) {
        CallTarget entry = hostEntry;
        if (entry == null) {
            synchronized (this) {
                entry = hostEntry;
                if (entry == null) {
                    entry = make.apply(this);
                    hostEntry = entry;
                }
            }
        }
        return entry;
    }

    @Override
    public DeclaredType functionType() {
        return functionType;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public SourceSection getSourceSection() {
        return sourceSection;
    }

    @Override
    public boolean isCloningAllowed() {
        return true;
    }

    @Override
    public String toString() {
        return name;
    }
}
