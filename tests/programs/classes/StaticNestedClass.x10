public class StaticNestedClass {
    static class Range2 {
        val lo:Long;
        val hi:Long;
        def this(lo:Long, hi:Long) { this.lo = lo; this.hi = hi; }
        def width() = hi - lo;
        def contains(x:Long) = lo <= x && x <= hi;
    }

    static def span(a:Range2, b:Range2):Range2 =
        new Range2(Math.min(a.lo, b.lo), Math.max(a.hi, b.hi));

    public static def main(args:Rail[String]) {
        val r1 = new Range2(3, 8);
        val r2 = new Range2(5, 20);
        val s = span(r1, r2);
        Console.OUT.println(s.lo + ".." + s.hi + " width " + s.width());
        Console.OUT.println(r1.contains(8) + " " + r1.contains(9));
        val qualified = new StaticNestedClass.Range2(0, 1);
        Console.OUT.println(qualified.width());
    }
}
