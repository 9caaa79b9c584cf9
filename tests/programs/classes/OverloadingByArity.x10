public class OverloadingByArity {
    static def sum():Long = 0;
    static def sum(a:Long):Long = a;
    static def sum(a:Long, b:Long):Long = a + b;
    static def sum(a:Long, b:Long, c:Long):Long = a + b + c;

    def greet():String = "hello";
    def greet(who:String):String = "hello " + who;
    def greet(who:String, times:Long):String {
        var s:String = "";
        for (1..times) s += greet(who) + "!";
        return s;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(sum());
        Console.OUT.println(sum(4));
        Console.OUT.println(sum(4, 5));
        Console.OUT.println(sum(4, 5, 6));
        val o = new OverloadingByArity();
        Console.OUT.println(o.greet());
        Console.OUT.println(o.greet("bob"));
        Console.OUT.println(o.greet("amy", 2));
        val p = new Pair(1, 2);
        val q = new Pair(7);
        Console.OUT.println(p.a + "," + p.b + " " + q.a + "," + q.b);
    }
}

class Pair {
    val a:Long;
    val b:Long;
    def this(x:Long) { a = x; b = x; }
    def this(x:Long, y:Long) { a = x; b = y; }
}
