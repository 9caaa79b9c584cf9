package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.HostAccess;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.proxy.ProxyArray;
import org.graalvm.polyglot.proxy.ProxyExecutable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a host can do with the values of an x10lite program (docs/embedding.md): objects with
 * fields and methods and their class as metaobject, classes to instantiate with static members,
 * writable Rails, executable closures, ranges as arrays, exceptions with message, class and guest
 * stack, the program's classes in the language bindings. Calls that run guest code spawn
 * activities, so they run under every scheduling configuration.
 */
class InteropValuesTest {
    private static final String PROGRAM = """
                    public class Shapes {
                        static var created:Long = 0;
                        static val UNIT = 1.0;
                        public static def count() = created;
                        public static def square(side:Double) = new Rect(side, side);
                        public static def adder(k:Long):(Long)=>Long = (x:Long) => x + k;
                        public static def parallelSum():(Long)=>Long = (n:Long) => {
                            val parts = new Rail[Long](n);
                            finish for (i in 0..(n - 1)) async parts(i) = i * i;
                            var s:Long = 0;
                            for (p in parts) s += p;
                            return s;
                        };
                        public static def longs(n:Long) = new Rail[Long](n, (i:Long) => i);
                        public static def names() = ["ann", "bob"];
                        public static def rects() = [new Rect(1.0, 2.0), new Rect(3.0, 4.0)];
                        public static def range(a:Long, b:Long) = a..b;
                        public static def fail(why:String):Long { throw new IllegalArgumentException(why); }
                        public static def sumOf(r:Rail[Long]) { var s:Long = 0; for (x in r) s += x; return s; }
                        public static def apply(f:(Long)=>Long, x:Long) = f(x);
                        public static def mapInParallel(f:(Long)=>Long, n:Long) {
                            val r = new Rail[Long](n);
                            finish for (i in 0..(n - 1)) async r(i) = f(i);
                            var s:Long = 0;
                            for (x in r) s += x;
                            return s;
                        }
                        public static def applyOrMinusOne(f:(Long)=>Long, x:Long) {
                            try { return f(x); } catch (e:ClassCastException) { return -1; }
                        }
                        public static def applyOrMinusTwo(f:(Long)=>Long, x:Long) {
                            try { return f(x); } catch (e:Exception) { return -2; }
                        }
                        public static def applyInAtomic(f:(Long)=>Long, x:Long) { var r:Long = 0; atomic { r = f(x); } return r; }
                        public static def isLongToLong(a:Any) = a instanceof (Long)=>Long;
                        public static def each(r:Rail[(Long)=>void], x:Long):void { for (f in r) f(x); }
                    }
                    class Rect {
                        var width:Double;
                        var height:Double;
                        val id:Long;
                        var label:String = "rect";
                        def this(w:Double, h:Double) { width = w; height = h; Shapes.created++; id = Shapes.created; }
                        def this() { width = 1.0; height = 1.0; Shapes.created++; id = Shapes.created; }
                        def area() = width * height;
                        def scale(f:Double):void { width *= f; height *= f; }
                        def areaInParallel():Double {
                            val a:Double; val b:Double;
                            finish { async a = width; b = height; }
                            return a * b;
                        }
                        public def toString() = "Rect(" + width + " x " + height + ")";
                        class Corner { val x:Long = 0; }
                    }
                    class Plain { var n:Long = 7; }
                    """;

    /** Elided; work-first on one and two workers; help-first and adaptive (its sites free to change from the start) on two, with steal stress. */
    static Stream<Map<String, String>> configurations() {
        return Stream.of(
                        Map.of("x10lite.Elide", "true"),
                        Map.of("x10lite.Workers", "1"),
                        Map.of("x10lite.Workers", "2", "x10lite.StealStress", "true"),
                        Map.of("x10lite.Workers", "2", "x10lite.StealStress", "true", "x10lite.Policy", "help-first"),
                        Map.of("x10lite.Workers", "2", "x10lite.StealStress", "true", "x10lite.Policy", "adaptive", "x10lite.AdaptiveWarmUp", "0"));
    }

    private static Context context(Map<String, String> options) {
        return Context.newBuilder("x10lite").allowCreateThread(true).allowExperimentalOptions(true).option("engine.WarnInterpreterOnly", "false").options(options).build();
    }

    private static Value program(Context ctx) {
        return ctx.eval(Source.create("x10lite", PROGRAM));
    }

    @ParameterizedTest
    @MethodSource("configurations")
    void objectsShowFieldsAndMethods(Map<String, String> options) {
        try (Context ctx = context(options)) {
            Value rect = program(ctx).getMember("Rect").newInstance(2, 3.5);
            assertEquals(List.of("width", "height", "id", "label", "area", "scale", "areaInParallel", "toString"), List.copyOf(rect.getMemberKeys()));
            assertEquals(2.0, rect.getMember("width").asDouble());
            assertEquals("rect", rect.getMember("label").asString());
            assertEquals(7.0, rect.invokeMember("area").asDouble());
            rect.putMember("width", 4);
            rect.putMember("label", "big");
            assertEquals(14.0, rect.invokeMember("area").asDouble());
            assertEquals("big", rect.getMember("label").asString());
            rect.invokeMember("scale", 0.5);
            assertEquals(3.5, rect.invokeMember("areaInParallel").asDouble());
            Value area = rect.getMember("area");
            assertTrue(area.canExecute());
            assertEquals(3.5, area.execute().asDouble());
            assertEquals("Rect(2.0 x 1.75)", rect.toString());
            rect.putMember("label", null);
            assertTrue(rect.getMember("label").isNull());
        }
    }

    @Test
    void fieldWritesAreCheckedAgainstTheDeclaredType() {
        try (Context ctx = context(Map.of())) {
            Value rect = program(ctx).getMember("Rect").newInstance();
            IllegalArgumentException wrongType = assertThrows(IllegalArgumentException.class, () -> rect.putMember("width", "wide"));
            assertTrue(wrongType.getMessage().startsWith("Invalid member value 'wide'"), wrongType.getMessage());
            assertThrows(IllegalArgumentException.class, () -> rect.putMember("label", 12));
            // a val cannot change once constructed, nor can an object get new members
            assertFalse(rect.getMember("id").isNull());
            assertThrows(UnsupportedOperationException.class, () -> rect.putMember("id", 99));
            assertThrows(UnsupportedOperationException.class, () -> rect.putMember("depth", 1.0));
            assertFalse(rect.hasMember("depth"));
            assertThrows(IllegalArgumentException.class, () -> rect.invokeMember("scale", "twice"));
            assertThrows(IllegalArgumentException.class, () -> rect.invokeMember("scale"));
        }
    }

    @Test
    void aClassIsTheMetaobjectOfItsInstances() {
        try (Context ctx = context(Map.of())) {
            Value program = program(ctx);
            Value rectClass = program.getMember("Rect");
            Value rect = rectClass.newInstance(1.0, 1.0);
            assertTrue(rectClass.isMetaObject());
            assertEquals("Rect", rectClass.getMetaSimpleName());
            assertEquals("Rect", rectClass.getMetaQualifiedName());
            assertEquals(rectClass, rect.getMetaObject());
            assertTrue(rectClass.isMetaInstance(rect));
            assertFalse(program.getMember("Plain").isMetaInstance(rect));
            assertFalse(rectClass.isMetaInstance(42));
            Value corner = program.getMember("Corner");
            assertEquals("Rect.Corner", corner.getMetaQualifiedName());
            assertFalse(corner.canInstantiate(), "an inner class needs an enclosing instance");
            assertThrows(IllegalArgumentException.class, () -> rectClass.newInstance(1.0, 2.0, 3.0));
            // Rect has constructors of 0 and 2 parameters: 1 is no arity error, but no overload either
            IllegalArgumentException between = assertThrows(IllegalArgumentException.class, () -> rectClass.newInstance(1.0));
            assertTrue(between.getMessage().startsWith("Invalid argument when instantiating 'class Rect'"), between.getMessage());
            assertThrows(UnsupportedOperationException.class, () -> rect.putMember("area", 1.0), "a method is read-only");
            assertEquals(7L, program.getMember("Plain").newInstance().getMember("n").asLong());
        }
    }

    @ParameterizedTest
    @MethodSource("configurations")
    void classesShowStaticFieldsAndMethods(Map<String, String> options) {
        try (Context ctx = context(options)) {
            Value shapes = program(ctx).getMember("Shapes");
            assertEquals(0L, shapes.getMember("created").asLong());
            Value square = shapes.invokeMember("square", 3.0);
            assertEquals(9.0, square.invokeMember("area").asDouble());
            assertEquals(1L, shapes.getMember("created").asLong());
            assertEquals(1L, shapes.invokeMember("count").asLong());
            shapes.putMember("created", 41);
            shapes.getMember("Rect");
            assertEquals(41L, shapes.getMember("count").execute().asLong());
            assertEquals(1.0, shapes.getMember("UNIT").asDouble());
            assertThrows(UnsupportedOperationException.class, () -> shapes.putMember("UNIT", 2.0));
            assertTrue(shapes.getMemberKeys().containsAll(List.of("created", "UNIT", "count", "square", "adder")));
        }
    }

    @ParameterizedTest
    @MethodSource("configurations")
    void railsAreWritableArraysOfTheirElementType(Map<String, String> options) {
        try (Context ctx = context(options)) {
            Value shapes = program(ctx).getMember("Shapes");
            Value longs = shapes.invokeMember("longs", 4);
            assertEquals(4, longs.getArraySize());
            longs.setArrayElement(1, 10);
            longs.setArrayElement(2, 20L);
            assertEquals(33L, shapes.invokeMember("sumOf", longs).asLong());
            assertEquals(List.of(0L, 10L, 20L, 3L), longs.as(List.class));
            // the polyglot API reports a rejected element as a ClassCastException
            ClassCastException notALong = assertThrows(ClassCastException.class, () -> longs.setArrayElement(0, 1.5));
            assertTrue(notALong.getMessage().startsWith("Invalid array value '1.5'"), notALong.getMessage());
            assertThrows(ArrayIndexOutOfBoundsException.class, () -> longs.setArrayElement(4, 1));

            Value names = shapes.invokeMember("names");
            names.setArrayElement(0, "cy");
            assertEquals("[cy,bob]", names.toString());
            assertThrows(ClassCastException.class, () -> names.setArrayElement(1, 3));

            Value rects = shapes.invokeMember("rects");
            Value plain = program(ctx).getMember("Plain").newInstance();
            assertThrows(ClassCastException.class, () -> rects.setArrayElement(0, plain));
            rects.setArrayElement(0, rects.getArrayElement(1));
            rects.setArrayElement(1, null);
            assertEquals(12.0, rects.getArrayElement(0).invokeMember("area").asDouble());
            assertTrue(rects.getArrayElement(1).isNull());
            // a Rail of other elements is not a Rail[Long], even where its Java class would do
            assertThrows(IllegalArgumentException.class, () -> shapes.invokeMember("sumOf", names));
        }
    }

    @ParameterizedTest
    @MethodSource("configurations")
    void closuresAreExecutable(Map<String, String> options) {
        try (Context ctx = context(options)) {
            Value shapes = program(ctx).getMember("Shapes");
            Value add5 = shapes.invokeMember("adder", 5);
            assertTrue(add5.canExecute());
            assertEquals(8L, add5.execute(3).asLong());
            assertEquals(14L, add5.execute(9L).asLong());
            assertThrows(IllegalArgumentException.class, () -> add5.execute("three"));
            assertThrows(IllegalArgumentException.class, () -> add5.execute(1, 2));
            // a closure whose body spawns runs inside an implicit finish, like a method
            assertEquals(285L, shapes.invokeMember("parallelSum").execute(10).asLong());
            // and goes back into guest code as the function value it is
            assertEquals(12L, shapes.invokeMember("apply", add5, 7).asLong());
        }
    }

    /**
     * A host function goes where a function type is declared: guest code calls it, on whatever
     * worker runs the activity, with its result converted to the declared type.
     */
    @ParameterizedTest
    @MethodSource("configurations")
    void hostFunctionsGoWhereAFunctionTypeIsDeclared(Map<String, String> options) {
        try (Context ctx = context(options)) {
            Value shapes = program(ctx).getMember("Shapes");
            ProxyExecutable twice = args -> 2 * args[0].asLong();
            assertEquals(10L, shapes.invokeMember("apply", twice, 5).asLong());
            // 2 * (0 + 1 + ... + 99), each element computed by the host function in its own activity
            assertEquals(9900L, shapes.invokeMember("mapInParallel", twice, 100).asLong());
            assertTrue(shapes.invokeMember("isLongToLong", shapes.invokeMember("adder", 0)).asBoolean());
            // a result that is not of the declared type is a ClassCastException in the guest
            ProxyExecutable wrong = args -> "not a number";
            assertEquals(-1L, shapes.invokeMember("applyOrMinusOne", wrong, 1).asLong());
            // an x10lite method is a function too, if it takes as many arguments
            Value square = ctx.eval(Source.create("x10lite", "class Sq { static def sq(x:Long) = x * x; }")).getMember("Sq").getMember("sq");
            assertEquals(36L, shapes.invokeMember("apply", square, 6).asLong());
            Value count = shapes.getMember("count");
            assertThrows(IllegalArgumentException.class, () -> shapes.invokeMember("apply", count, 1), "count takes no argument");
            // a Rail of functions from a host array of host functions
            java.util.concurrent.atomic.AtomicLong seen = new java.util.concurrent.atomic.AtomicLong();
            ProxyExecutable record = args -> {
                seen.addAndGet(args[0].asLong());
                return null;
            };
            shapes.invokeMember("each", ProxyArray.fromArray(record, record, record), 7);
            assertEquals(21L, seen.get());
            assertThrows(IllegalArgumentException.class, () -> shapes.invokeMember("apply", "not a function", 1));
        }
    }

    /** A Java lambda is a function to x10lite where the context's host access lets guests call it. */
    @Test
    void javaLambdasNeedHostAccessToBeCalled() {
        try (Context ctx = Context.newBuilder("x10lite").allowCreateThread(true).allowHostAccess(HostAccess.ALL).option("engine.WarnInterpreterOnly", "false").build()) {
            Value shapes = program(ctx).getMember("Shapes");
            java.util.function.LongUnaryOperator square = x -> x * x;
            assertEquals(49L, shapes.invokeMember("apply", square, 7).asLong());
        }
        try (Context ctx = context(Map.of())) {
            Value shapes = program(ctx).getMember("Shapes");
            java.util.function.LongUnaryOperator square = x -> x * x;
            assertThrows(IllegalArgumentException.class, () -> shapes.invokeMember("apply", square, 7));
        }
    }

    /**
     * A host function that throws: the exception becomes an {@code x10.lang.Exception} of the
     * calling activity, which a {@code catch} handles and a {@code finish} collects.
     */
    @ParameterizedTest
    @MethodSource("configurations")
    void aHostFunctionsExceptionIsAnX10Exception(Map<String, String> options) {
        try (Context ctx = context(options)) {
            Value shapes = program(ctx).getMember("Shapes");
            ProxyExecutable failing = args -> {
                throw new IllegalStateException("host failed at " + args[0].asLong());
            };
            PolyglotException direct = assertThrows(PolyglotException.class, () -> shapes.invokeMember("apply", failing, 3));
            assertTrue(direct.isGuestException(), direct.toString());
            assertEquals("x10.lang.Exception: the host function threw java.lang.IllegalStateException: host failed at 3", direct.getMessage());
            assertEquals(-2L, shapes.invokeMember("applyOrMinusTwo", failing, 3).asLong());
            PolyglotException inAsyncs = assertThrows(PolyglotException.class, () -> shapes.invokeMember("mapInParallel", failing, 4));
            assertEquals("x10.lang.MultipleExceptions", inAsyncs.getMessage());
            assertEquals(4, inAsyncs.getGuestObject().getMember("exceptions").getArraySize());
        }
    }

    /**
     * A host function called by guest code may call back into x10lite, code that spawns
     * included: the calling activity waits for that call as for a blocked finish (so a
     * compensating worker runs it where every worker is busy, one worker included).
     */
    @ParameterizedTest
    @MethodSource("configurations")
    void aHostFunctionMayCallBackIntoX10lite(Map<String, String> options) {
        try (Context ctx = context(options)) {
            Value shapes = program(ctx).getMember("Shapes");
            Value sumOfSquares = shapes.invokeMember("parallelSum");
            ProxyExecutable callBack = args -> sumOfSquares.execute(args[0].asLong()).asLong();
            // sum over i < 12 of (0^2 + ... + (i-1)^2)
            long expected = 0;
            for (long i = 0; i < 12; i++) {
                expected += (i - 1) * i * (2 * i - 1) / 6;
            }
            assertEquals(expected, shapes.invokeMember("mapInParallel", callBack, 12).asLong());
            if (options.containsKey("x10lite.Elide")) {
                // serially, the call back inside atomic is a plain call
                assertEquals(5L, shapes.invokeMember("applyInAtomic", callBack, 3).asLong());
            } else {
                // with workers, the run it starts could wait for the atomic lock the caller holds
                PolyglotException inAtomic = assertThrows(PolyglotException.class, () -> shapes.invokeMember("applyInAtomic", callBack, 3));
                assertTrue(inAtomic.getMessage().startsWith("x10.lang.IllegalOperationException: a host function called inside atomic called back"), inAtomic.getMessage());
            }
        }
    }

    @Test
    void rangesAreReadOnlyArraysOfTheirElements() {
        try (Context ctx = context(Map.of())) {
            Value shapes = program(ctx).getMember("Shapes");
            Value range = shapes.invokeMember("range", 3, 6);
            assertTrue(range.hasArrayElements());
            assertEquals(List.of(3L, 4L, 5L, 6L), range.as(List.class));
            assertEquals("3..6", range.toString());
            assertThrows(UnsupportedOperationException.class, () -> range.setArrayElement(0, 1));
            assertEquals(0, shapes.invokeMember("range", 3, 2).getArraySize());
            assertEquals(Long.MAX_VALUE, shapes.invokeMember("range", Long.MIN_VALUE, Long.MAX_VALUE).getArraySize());
        }
    }

    @ParameterizedTest
    @MethodSource("configurations")
    void guestExceptionsShowMessageClassAndStack(Map<String, String> options) {
        try (Context ctx = context(options)) {
            Value shapes = program(ctx).getMember("Shapes");
            PolyglotException e = assertThrows(PolyglotException.class, () -> shapes.invokeMember("fail", "no way"));
            assertTrue(e.isGuestException());
            assertEquals("x10.lang.IllegalArgumentException: no way", e.getMessage());
            Value guest = e.getGuestObject();
            assertTrue(guest.isException());
            assertEquals("no way", guest.invokeMember("getMessage").asString());
            Value kind = guest.getMetaObject();
            assertEquals("x10.lang.IllegalArgumentException", kind.getMetaQualifiedName());
            assertEquals("IllegalArgumentException", kind.getMetaSimpleName());
            assertTrue(kind.isMetaInstance(guest));
            assertEquals("x10.lang.Exception", kind.getMetaParents().getArrayElement(0).getMetaQualifiedName());
            PolyglotException.StackFrame top = e.getPolyglotStackTrace().iterator().next();
            assertEquals("Shapes.fail", top.getRootName(), "the guest stack starts in the guest method");
            int failLine = PROGRAM.lines().toList().indexOf(PROGRAM.lines().filter(l -> l.contains("def fail")).findFirst().orElseThrow()) + 1;
            assertEquals(failLine, top.getSourceLocation().getStartLine());
        }
    }

    @Test
    void everyValueReportsTheLanguage() {
        try (Context ctx = context(Map.of())) {
            Value program = program(ctx);
            Value shapes = program.getMember("Shapes");
            for (Value v : List.of(program, shapes, shapes.getMember("count"), shapes.invokeMember("square", 1.0), shapes.invokeMember("longs", 2),
                            shapes.invokeMember("adder", 1), shapes.invokeMember("range", 1, 2))) {
                ClassCastException e = assertThrows(ClassCastException.class, () -> v.as(Integer.class), v.toString());
                assertTrue(e.getMessage().contains("(language: X10lite"), e.getMessage());
            }
        }
    }

    @Test
    void theBindingsHoldTheProgramsClasses() {
        try (Context ctx = context(Map.of())) {
            Value bindings = ctx.getBindings("x10lite");
            assertFalse(bindings.hasMember("Rect"));
            program(ctx);
            assertTrue(bindings.getMemberKeys().containsAll(List.of("Shapes", "Rect", "Plain", "Corner")));
            Value rect = bindings.getMember("Rect").newInstance(2.0, 2.0);
            assertEquals(4.0, rect.invokeMember("area").asDouble());
            assertThrows(UnsupportedOperationException.class, () -> bindings.putMember("Other", 1));
            // a later program's class of the same name takes the binding
            ctx.eval(Source.create("x10lite", "class Rect { def area() = 42.0; }"));
            assertEquals(42.0, bindings.getMember("Rect").newInstance().invokeMember("area").asDouble());
        }
    }
}
