public class StringConcat {
    public static def main(args:Rail[String]) {
        Console.OUT.println("long " + 42);
        Console.OUT.println("int " + 7n);
        Console.OUT.println("double " + 2.5);
        Console.OUT.println("third " + (1.0 / 3.0));
        Console.OUT.println("float " + 0.25f);
        Console.OUT.println("bool " + true + " " + false);
        Console.OUT.println("char " + 'z');
        Console.OUT.println("null " + null);
        val p:Pt = null;
        Console.OUT.println("nullobj " + p);
        Console.OUT.println("point " + new Pt(3, -4));
        val q = new Pt(1, 2);
        Console.OUT.println(q);
        Console.OUT.println(q + " then " + q);
        Console.OUT.println(1 + 2 + "x");
        Console.OUT.println("x" + 1 + 2);
        Console.OUT.println("x" + (1 + 2));
        Console.OUT.println(1.5 + "|" + 2n + "|" + 'c' + "|" + false);
        var s:String = "a";
        s += "b";
        s += 3;
        s = s + 'd' + 4.0;
        Console.OUT.println(s);
        Console.OUT.println("big " + 1e100 + " small " + 1.0e-5 + " mid " + 12345678.9);
        Console.OUT.println("neg " + (-0.5) + " " + (-7));
    }
}

class Pt {
    val x:Long;
    val y:Long;
    def this(x:Long, y:Long) { this.x = x; this.y = y; }
    public def toString():String = "(" + x + "," + y + ")";
}
