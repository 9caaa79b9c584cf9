// A cast from Any and instanceof check the whole type: the class of an object, the element
// type of a Rail, the signature of a closure. A wrong cast is a ClassCastException, never a
// value that code typed for the target would misread.
class P { var x:Long = 1; }
class Q { var s:String = "q"; var y:Long = 2; }

public class CastsCheckTheWholeType {
    static def tryCast(label:String, body:()=>String) {
        try {
            Console.OUT.println(label + ": " + body());
        } catch (e:ClassCastException) {
            Console.OUT.println(label + ": " + e);
        }
    }

    public static def main(args:Rail[String]) {
        val q:Any = new Q();
        val longs:Any = new Rail[Long](3, 7);
        val strings:Any = ["a", "bc"];
        val ps:Any = new Rail[P](2, (i:Long) => new P());
        val inc:Any = (x:Long) => x + 1;
        val parts:Any = (1..10).split(2);
        var caught:Any = null;
        try {
            finish { async throw new Exception("one"); async throw new Exception("two"); }
        } catch (e:MultipleExceptions) {
            caught = e.exceptions;
        }
        val exceptions = caught;

        Console.OUT.println(q instanceof Q);
        Console.OUT.println(q instanceof P);
        Console.OUT.println(longs instanceof Rail[Long]);
        Console.OUT.println(longs instanceof Rail[Int]);
        Console.OUT.println(longs instanceof Rail[String]);
        Console.OUT.println(strings instanceof Rail[String]);
        Console.OUT.println(strings instanceof Rail[Any]);
        Console.OUT.println(ps instanceof Rail[P]);
        Console.OUT.println(ps instanceof Rail[Q]);
        Console.OUT.println(inc instanceof (Long)=>Long);
        Console.OUT.println(inc instanceof (String)=>String);
        Console.OUT.println(inc instanceof (Long)=>void);
        Console.OUT.println(parts instanceof Rail[LongRange]);
        Console.OUT.println(parts instanceof Rail[IntRange]);
        Console.OUT.println(exceptions instanceof Rail[CheckedThrowable]);
        Console.OUT.println(exceptions instanceof Rail[Exception]);

        tryCast("Q as Q", () => "y=" + (q as Q).y);
        tryCast("Q as P", () => "x=" + (q as P).x);
        tryCast("Rail[Long] as Rail[Long]", () => "" + (longs as Rail[Long])(2));
        tryCast("Rail[Long] as Rail[String]", () => (longs as Rail[String])(0));
        tryCast("Rail[String] as Rail[String]", () => (strings as Rail[String])(1));
        tryCast("Rail[P] as Rail[Q]", () => (ps as Rail[Q])(0).s);
        tryCast("(Long)=>Long as (Long)=>Long", () => "" + (inc as (Long)=>Long)(41));
        tryCast("(Long)=>Long as (String)=>String", () => (inc as (String)=>String)("a"));
        tryCast("Rail[LongRange] as Rail[LongRange]", () => "" + (parts as Rail[LongRange])(1));
        tryCast("Rail[LongRange] as Rail[IntRange]", () => "" + (parts as Rail[IntRange])(1));
        tryCast("exceptions as Rail[CheckedThrowable]", () => "" + (exceptions as Rail[CheckedThrowable]).size);
        val nothing:Any = null;
        tryCast("null as P", () => "" + ((nothing as P) == null));
    }
}
