// Unqualified names in nested classes reach the members of the classes they are declared in.
public class NestedClassScope {
    static val BASE = 100;
    static var calls:Long = 0;
    val tag:String;

    def this(tag:String) { this.tag = tag; }

    static def twice(x:Long) = 2 * x;
    static def name():String = "outer";
    def describe():String = "instance " + tag;

    static class Helper {
        static def g():Long = twice(3);
        static def h():Long { calls++; return BASE + twice(g()); }
        def viaInstance():Long = twice(BASE);
        // its own name() hides the enclosing class's one
        static def name():String = "helper";
        static def whose():String = name();
        static def adder():(Long)=>Long = (x:Long) => twice(x) + BASE;

        static class Deeper {
            static def k():Long { calls += 10; return twice(BASE) + g(); }
        }

        class Part {
            val n:Long;
            def this(n:Long) { this.n = n; }
            def show():String = name() + " part " + twice(n) + " of " + viaInstance();
        }

        def part(n:Long) = new Part(n);
    }

    def inner() = new Inner();

    class Inner {
        def report():String = describe() + ", " + name() + ", " + twice(BASE) + ", tag " + tag;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(Helper.g());
        Console.OUT.println(Helper.h());
        Console.OUT.println(new Helper().viaInstance());
        Console.OUT.println(Helper.whose() + " " + name());
        Console.OUT.println(Helper.adder()(5));
        Console.OUT.println(Helper.Deeper.k());
        Console.OUT.println(new Helper().part(4).show());
        val o = new NestedClassScope("t1");
        Console.OUT.println(o.inner().report());
        Console.OUT.println("calls " + calls);
    }
}
