public class ToStringOverride {
    public static def main(args:Rail[String]) {
        val v = new Vec(3, -1);
        val w = new Vec(2, 5);
        Console.OUT.println(v);
        Console.OUT.println("sum = " + v.plus(w));
        Console.OUT.println(v.toString().length());
        val s:String = "" + w;
        Console.OUT.println(s);
        val m = new Money(1234);
        Console.OUT.println("price: " + m + ".");
        Console.OUT.println(new Money(5));
    }
}

class Vec {
    val x:Long;
    val y:Long;
    def this(x:Long, y:Long) { this.x = x; this.y = y; }
    def plus(o:Vec):Vec = new Vec(x + o.x, y + o.y);
    public def toString():String = "Vec(" + x + ", " + y + ")";
}

class Money {
    val cents:Long;
    def this(c:Long) { cents = c; }
    public def toString():String {
        val rem = cents % 100;
        return "$" + (cents / 100) + "." + (rem < 10 ? "0" : "") + rem;
    }
}
