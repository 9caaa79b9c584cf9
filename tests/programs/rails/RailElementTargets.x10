// Every shape of Rail element that can be assigned, updated with op= and incremented.
public class RailElementTargets {
    static val t = new Rail[Long](3);
    static val twice = (x:Long) => 2 * x;
    static var calls:Long = 0;

    val q:Rail[Long];
    var fixed:Long = 0;

    def this(n:Long) { q = new Rail[Long](n); }

    static def next():Long { calls++; return calls; }

    static def overwrite(r:Rail[Long]):Long { r(0) = 100; return 1; }

    // a board extended by one queen, as in N-Queens: the child's rail is filled through the child
    def extend(j:Long):RailElementTargets {
        val child = new RailElementTargets(q.size);
        for (i in 0..(fixed - 1)) child.q(i) = q(i);
        child.fixed = fixed;
        child.q(child.fixed) = j;
        child.fixed++;
        return child;
    }

    def scale(k:Long) {
        for (i in 0..(q.size - 1)) this.q(i) *= k;
        this.q(0) = this.q(0) + 1;
    }

    def show():String {
        var s:String = "";
        for (x in q) s += x + " ";
        return s + "| fixed " + fixed;
    }

    class Cursor {
        def set(i:Long, v:Long) { RailElementTargets.this.q(i) = v; q(i) += 100; }
    }

    def cursor() = new Cursor();

    public static def main(args:Rail[String]) {
        // static Rail field, named with its class and without
        RailElementTargets.t(0) = 1;
        RailElementTargets.t(0) += 1;
        RailElementTargets.t(1)++;
        --RailElementTargets.t(2);
        t(2) -= 4;
        Console.OUT.println(RailElementTargets.t(0) + " " + RailElementTargets.t(1) + " " + t(2));
        Console.OUT.println(Other.bump());
        Console.OUT.println(RailElementTargets.twice(21));

        // field of another object
        var b:RailElementTargets = new RailElementTargets(4);
        b = b.extend(2).extend(0).extend(3);
        Console.OUT.println(b.show());
        b.q(next()) += 10;
        b.q(next())++;
        Console.OUT.println(b.show() + ", next() called " + calls + " times");
        b.scale(3);
        Console.OUT.println(b.show());
        b.cursor().set(3, 7);
        Console.OUT.println(b.show());

        // local Rail, and a Rail of Rails
        val a = new Rail[Long](3);
        a(0) = 5;
        a(1) = a(0)++ * 2;
        a(2) += --a(0) + a(1);
        Console.OUT.println(a(0) + " " + a(1) + " " + a(2));
        // as in Java, the element is read before the call on the right-hand side changes it
        a(0) += overwrite(a);
        Console.OUT.println(a(0));
        val grid = new Rail[Rail[Long]](2, (i:Long) => new Rail[Long](3, i * 10));
        grid(0)(1) = 7;
        grid(1)(2) += grid(0)(1);
        grid(1)(0)++;
        Console.OUT.println(grid(0)(0) + " " + grid(0)(1) + " " + grid(0)(2) + " / " + grid(1)(0) + " " + grid(1)(1) + " " + grid(1)(2));

        // elements of Rails held by objects in a Rail
        val boards = new Rail[RailElementTargets](2, (i:Long) => new RailElementTargets(2));
        boards(1).q(0) = 4;
        boards(1).q(0) *= boards(1).q(0);
        Console.OUT.println(boards(0).q(0) + " " + boards(1).q(0));

        // an assignment is an expression: its value is the stored value
        Console.OUT.println(RailElementTargets.t(2) = 9);
        Console.OUT.println(t(2));
    }
}

class Other {
    static def bump():Long {
        RailElementTargets.t(1) += 40;
        return RailElementTargets.t(1);
    }
}
