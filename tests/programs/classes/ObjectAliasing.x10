public class ObjectAliasing {
    static def bump(c:Cell2) {
        c.v += 1;
    }

    static def replace(c:Cell2):Cell2 {
        val fresh = new Cell2(c.v * 100);
        return fresh;
    }

    public static def main(args:Rail[String]) {
        val a = new Cell2(1);
        val b = a;
        b.v = 5;
        Console.OUT.println(a.v);
        bump(a);
        bump(b);
        Console.OUT.println(a.v + " " + b.v);
        val c = replace(a);
        Console.OUT.println(a.v + " " + c.v);
        Console.OUT.println((a == b) + " " + (a == c));
        var d:Cell2 = a;
        d = new Cell2(0);
        Console.OUT.println(a.v + " " + d.v);
    }
}

class Cell2 {
    var v:Long;
    def this(v:Long) { this.v = v; }
}
