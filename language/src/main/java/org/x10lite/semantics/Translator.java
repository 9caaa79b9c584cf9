package org.x10lite.semantics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.oracle.truffle.api.RootCallTarget;
import com.oracle.truffle.api.frame.FrameDescriptor;
import com.oracle.truffle.api.source.Source;
import com.oracle.truffle.api.source.SourceSection;
import org.x10lite.X10Language;
import org.x10lite.nodes.call.X10RootNode;
import org.x10lite.nodes.parallel.OpenFinishCounting;
import org.x10lite.parser.Tree;
import org.x10lite.parser.Tree.ClassDecl;
import org.x10lite.parser.Tree.FieldDecl;
import org.x10lite.parser.Tree.MethodDecl;
import org.x10lite.parser.Tree.Pos;
import org.x10lite.scheduler.AdaptiveRules;
import org.x10lite.scheduler.SchedulingPolicy;
import org.x10lite.statics.ProgramStatics;
import org.x10lite.values.X10Class;

/**
 * Checks a parsed program and turns it into Truffle nodes. Classes and member signatures are
 * declared first, then result types that were left to inference are inferred, then every body
 * is translated by a {@link FunctionTranslator}. Errors are collected (one per method body at
 * most) and reported together.
 */
public final class Translator {
    final X10Language language;
    final Source source;
    final Map<String, ClassInfo> classes = new LinkedHashMap<>();
    final TypeResolver types = new TypeResolver(classes);
    /** The static fields of every class: a holder per context, read by code all contexts share. */
    private final ProgramStatics statics = new ProgramStatics();
    private final List<String> errors = new ArrayList<>();
    /** Where the first error recorded is, for the source location an embedder gets. */
    private Pos firstErrorPos;
    /** While positive, errors are being swallowed (a body is translated only to infer its result type). */
    int inferenceDepth;
    /** The roots of the closures' code (not those made while inferring a type, which no program runs). */
    private final List<RootCallTarget> closureRoots = new ArrayList<>();

    /** With serial elision: asyncs and finishes keep no scheduler state. */
    final boolean elide;
    /** With statistics: asyncs count themselves. */
    final boolean countAsyncs;
    /** Asyncs leave their bodies to thieves as fresh tasks (help-first) instead of running them at once. */
    final boolean helpFirst;
    /** Under the adaptive policy, its rules (each async site chooses at run time); otherwise null. */
    final AdaptiveRules adaptive;
    /** Finishes run the fresh tasks left on their worker's deque (help-first or adaptive). */
    final boolean freshTasksPossible;
    /** Whether this program's finishes count themselves on their thread: decided at the end (see {@link OpenFinishCounting}). */
    final OpenFinishCounting openFinishCounting = new OpenFinishCounting();
    /** An async with no finish in its own function was translated. */
    boolean escapingAsyncSeen;
    /**
     * A method takes a parameter through which a host may hand in code of another program
     * (a closure, or an object whose fields may hold one): that code may have escaping asyncs
     * running inside this program's finishes, so they must count themselves too.
     */
    boolean foreignCodePossible;

    static boolean mayCarryForeignCode(Type t) {
        return switch (t.kind) {
            case FUNCTION, ANY, CLASS, PENDING -> true;
            case RAIL -> t.element == null || mayCarryForeignCode(t.element);
            default -> false;
        };
    }

    /**
     * The result of translation: the classes, the static initializers, the program's main method,
     * and what each context that evaluates the program gets of its own (the static fields).
     */
    public record Program(Map<String, ClassInfo> classes, List<RootCallTarget> staticInitializers, MethodInfo main, ProgramStatics statics) {
    }

    private Translator(X10Language language, Source source, boolean elide, boolean countAsyncs, SchedulingPolicy policy, AdaptiveRules rules) {
        this.language = language;
        this.source = source;
        this.elide = elide;
        this.countAsyncs = countAsyncs;
        this.helpFirst = !elide && policy == SchedulingPolicy.HELP_FIRST;
        this.adaptive = !elide && policy == SchedulingPolicy.ADAPTIVE ? rules : null;
        this.freshTasksPossible = helpFirst || adaptive != null;
    }

    /**
     * Translates a program; {@code elide} gives finish/async their serial meaning, {@code countAsyncs} compiles in statistics,
     * {@code policy} (and, if adaptive, {@code rules}) say what the asyncs do.
     */
    public static Program translate(X10Language language, Source source, Tree.CompilationUnit unit, boolean elide, boolean countAsyncs, SchedulingPolicy policy, AdaptiveRules rules) {
        Translator t = new Translator(language, source, elide, countAsyncs, policy, rules);
        return t.translate(unit);
    }

    private Program translate(Tree.CompilationUnit unit) {
        for (ClassDecl c : unit.classes()) {
            declareClass(c, null);
        }
        for (ClassInfo c : classes.values()) {
            guard(c.decl.pos(), () -> declareMembers(c));
        }
        for (ClassInfo c : classes.values()) {
            layoutFields(c);
        }
        for (ClassInfo c : classes.values()) {
            for (FieldInfo f : c.fields.values()) {
                guard(f.decl.pos(), () -> fieldType(f));
            }
        }
        // an error met while inferring a method's result type is one of its body's, which is
        // translated below like every other body (its error is not reported twice): the other
        // methods' errors are reported too, not only the first body's
        boolean declarationsResolved = errors.isEmpty();
        for (ClassInfo c : classes.values()) {
            for (List<MethodInfo> ms : c.methods.values()) {
                for (MethodInfo m : ms) {
                    guard(m.decl.pos(), () -> resultType(m));
                }
            }
        }
        if (declarationsResolved) {
            for (ClassInfo c : classes.values()) {
                for (List<MethodInfo> ms : c.methods.values()) {
                    for (MethodInfo m : ms) {
                        guard(m.decl.pos(), () -> m.function.setCallTarget(new FunctionTranslator(this, c, m, m.isStatic).translateMethod()));
                    }
                }
                for (MethodInfo m : c.constructors) {
                    guard(m.decl.pos(), () -> m.function.setCallTarget(new FunctionTranslator(this, c, m, false).translateConstructor()));
                }
                MethodInfo toString = c.findMethod("toString", 0);
                if (toString != null && !toString.isStatic && Type.STRING.equals(toString.result)) {
                    c.runtimeClass.setToStringMethod(toString.function.getCallTarget());
                }
            }
        }
        if (errors.isEmpty()) {
            RecursiveCalls.keepFanningOutFunctionsOutOfCallers(classes.values());
        }
        List<RootCallTarget> staticInit = new ArrayList<>();
        if (errors.isEmpty()) {
            for (ClassInfo c : classes.values()) {
                guard(c.decl.pos(), () -> {
                    RootCallTarget init = new FunctionTranslator(this, c, null, true).translateStaticInitializers();
                    if (init != null) {
                        staticInit.add(init);
                    }
                });
            }
        }
        if (!errors.isEmpty()) {
            throw new StaticErrors(errors, section(firstErrorPos));
        }
        List<RootCallTarget> otherRoots = new ArrayList<>(staticInit);
        otherRoots.addAll(closureRoots);
        ActivityFreeCalls.mark(classes.values(), otherRoots);
        openFinishCounting.decide(helpFirst || escapingAsyncSeen || foreignCodePossible);
        return new Program(classes, staticInit, findMain(), statics);
    }

    private MethodInfo findMain() {
        String fileClass = source.getName().replaceAll("\\.x10$", "");
        fileClass = fileClass.substring(fileClass.lastIndexOf('/') + 1);
        ClassInfo preferred = classes.get(fileClass);
        if (preferred != null && preferred.findMethod("main", 1) != null) {
            return preferred.findMethod("main", 1);
        }
        for (ClassInfo c : classes.values()) {
            MethodInfo m = c.findMethod("main", 1);
            if (m != null && m.isStatic) {
                return m;
            }
        }
        return null;
    }

    /** Runs a declaration step, turning a static error into a recorded message. */
    void guard(Pos pos, Runnable step) {
        try {
            step.run();
        } catch (CompileError e) {
            error(e.pos, e.getMessage());
        }
    }

    void error(Pos pos, String message) {
        if (inferenceDepth > 0) {
            return;
        }
        String line = source.getName() + ":" + pos.line() + ":" + pos.column() + ": " + message;
        if (!errors.contains(line)) {
            if (errors.isEmpty()) {
                firstErrorPos = pos;
            }
            errors.add(line);
        }
    }

    SourceSection section(Pos pos) {
        if (pos == null || pos.offset() + pos.length() > source.getLength()) {
            return source.createUnavailableSection();
        }
        return source.createSection(pos.offset(), pos.length());
    }

    RootCallTarget makeRoot(String name, Pos pos, FrameDescriptor frame, org.x10lite.nodes.X10StatementNode body) {
        return new X10RootNode(language, frame, body, name, pos == null ? source.createUnavailableSection() : section(pos)).getCallTarget();
    }

    /** The root of a closure's code; its closures are of {@code type} (which casts and hosts check them against). */
    RootCallTarget makeClosureRoot(String name, Pos pos, FrameDescriptor frame, org.x10lite.nodes.X10StatementNode body, Type type) {
        RootCallTarget root = new X10RootNode(language, frame, body, name, pos == null ? source.createUnavailableSection() : section(pos), type).getCallTarget();
        if (inferenceDepth == 0) {
            closureRoots.add(root);
        }
        return root;
    }

    // ---- declarations ----

    private void declareClass(ClassDecl decl, ClassInfo enclosing) {
        if (classes.containsKey(decl.name())) {
            error(decl.pos(), "class " + decl.name() + " is already defined");
            return;
        }
        if (TypeResolver.builtin(decl.name()) != null || decl.name().equals("Rail") || decl.name().equals("Console") || decl.name().equals("Math")) {
            error(decl.pos(), "class " + decl.name() + " would hide the built-in " + decl.name());
            return;
        }
        ClassInfo info = new ClassInfo(decl.name(), decl, enclosing, decl.mods().isStatic());
        classes.put(decl.name(), info);
        for (ClassDecl inner : decl.innerClasses()) {
            declareClass(inner, info);
        }
    }

    private void declareMembers(ClassInfo c) {
        for (FieldDecl f : c.decl.fields()) {
            if (c.fields.containsKey(f.name())) {
                throw new CompileError(f.pos(), "field " + f.name() + " is already defined in class " + c.name);
            }
            c.fields.put(f.name(), new FieldInfo(f.name(), c, f, f.mods().isStatic(), f.isVar()));
        }
        for (MethodDecl md : c.decl.methods()) {
            if (c.findMethod(md.name(), md.params().size()) != null) {
                error(md.pos(), "method " + md.name() + " with " + md.params().size() + " parameter(s) is already defined in class " + c.name +
                                " (x10lite overloads by arity only)");
                continue;
            }
            MethodInfo m = new MethodInfo(md.name(), c, md, md.mods().isStatic(), false);
            guard(md.pos(), () -> declareSignature(m));
            c.methods.computeIfAbsent(md.name(), k -> new ArrayList<>()).add(m);
        }
        for (MethodDecl md : c.decl.constructors()) {
            if (c.findConstructor(md.params().size()) != null) {
                error(md.pos(), "a constructor with " + md.params().size() + " parameter(s) is already defined in class " + c.name);
                continue;
            }
            MethodInfo m = new MethodInfo("this", c, md, false, true);
            guard(md.pos(), () -> declareSignature(m));
            m.result = Type.VOID;
            c.constructors.add(m);
        }
        if (c.decl.constructors().isEmpty()) {
            MethodDecl implicit = new MethodDecl(c.decl.pos(), "this", new Tree.Modifiers(false, true), List.of(), null,
                            new Tree.Block(c.decl.pos(), List.of()), false);
            MethodInfo m = new MethodInfo("this", c, implicit, false, true);
            m.params = List.of();
            m.result = Type.VOID;
            c.constructors.add(m);
        }
    }

    private void declareSignature(MethodInfo m) {
        int errorsBefore = errors.size();
        List<Type> params = new ArrayList<>();
        for (Tree.Param p : m.decl.params()) {
            Type type = resolveOrAny(p.type(), types::resolve);
            params.add(type);
            if (mayCarryForeignCode(type)) {
                foreignCodePossible = true;
            }
        }
        m.params = params;
        if (m.decl.resultType() != null) {
            m.result = resolveOrAny(m.decl.resultType(), types::resolveResult);
        } else if (errors.size() > errorsBefore) {
            // inferring from a body whose parameter types are unknown would only report follow-on errors
            m.result = Type.ANY;
        }
    }

    /**
     * Resolves a type of a declaration, recording an error and standing in Any if it cannot be
     * resolved: the member stays usable, so later steps (result inference, calls) need no checks.
     */
    private Type resolveOrAny(Tree.TypeRef ref, java.util.function.Function<Tree.TypeRef, Type> resolver) {
        try {
            return resolver.apply(ref);
        } catch (CompileError e) {
            error(e.pos, e.getMessage());
            return Type.ANY;
        }
    }

    private void layoutFields(ClassInfo c) {
        int prim = 0;
        int ref = 0;
        int staticPrim = 0;
        int staticRef = 0;
        for (FieldInfo f : c.fields.values()) {
            f.type = f.decl.type() == null ? null : resolveOrAny(f.decl.type(), types::resolve);
        }
        // Fields without a declared type are stored as references until their type is known;
        // infer them now so primitive fields get unboxed storage.
        for (FieldInfo f : c.fields.values()) {
            if (f.type == null) {
                guard(f.decl.pos(), () -> fieldType(f));
                if (f.type == null) {
                    f.type = Type.ANY;
                }
            }
            boolean primitive = f.type.isPrimitive();
            if (f.isStatic) {
                f.index = primitive ? staticPrim++ : staticRef++;
            } else {
                f.index = primitive ? prim++ : ref++;
            }
        }
        if (c.outer != null) {
            c.outerFieldIndex = ref++;
        }
        c.primitiveFieldCount = prim;
        c.referenceFieldCount = ref;
        c.runtimeClass = new X10Class(c.name, prim, ref);
        c.statics = statics.newClass(new X10Class(c.name + " (static fields)", staticPrim, staticRef));
    }

    /** The type of a field, inferring it from the initializer when none was written. */
    Type fieldType(FieldInfo f) {
        if (f.type != null) {
            return f.type;
        }
        if (f.inferring) {
            // u = u, or two fields initialized from each other: the inference would never end
            throw new CompileError(f.decl.pos(), "cannot infer the type of field " + f.name + ": its initializer needs it; declare it");
        }
        f.inferring = true;
        inferenceDepth++;
        try {
            FunctionTranslator ft = new FunctionTranslator(this, f.owner, null, f.isStatic);
            f.type = ft.inferExpressionType(f.decl.init());
        } finally {
            inferenceDepth--;
            f.inferring = false;
        }
        if (f.type == Type.PENDING || f.type == Type.NULL || f.type == Type.VOID) {
            f.type = null;
            throw new CompileError(f.decl.pos(), "cannot infer the type of field " + f.name + "; declare it");
        }
        return f.type;
    }

    /** The result type of a method, inferring it from the returns of its body when none was written. */
    Type resultType(MethodInfo m) {
        if (m.result != null) {
            return m.result;
        }
        if (m.inferring) {
            return Type.PENDING;
        }
        m.inferring = true;
        inferenceDepth++;
        Type inferred;
        try {
            inferred = new FunctionTranslator(this, m.owner, m, m.isStatic).inferResultType();
        } finally {
            inferenceDepth--;
            m.inferring = false;
        }
        if (inferred == Type.PENDING) {
            throw new CompileError(m.decl.pos(), "cannot infer the result type of recursive method " + m.name + "; declare it, e.g. def " + m.name + "(...):Long");
        }
        m.result = inferred;
        return inferred;
    }
}
