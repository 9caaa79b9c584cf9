public class ExpressionMethods {
    val base:Long;

    def this(b:Long) { base = b; }

    def plus(x:Long) = base + x;
    def scaled(f:Double) = (base as Double) * f;
    def isEven() = base % 2 == 0;
    def label() = "base:" + base;
    static def square(x:Long) = x * x;
    static def cube(x:Long):Long = x * square(x);
    static def hyp(a:Double, b:Double) = Math.sqrt(a * a + b * b);
    def sumTo(n:Long) {
        var s:Long = 0;
        for (i in 1..n) s += i + base;
        return s;
    }

    public static def main(args:Rail[String]) {
        val e = new ExpressionMethods(6);
        Console.OUT.println(e.plus(4));
        Console.OUT.println(e.scaled(0.5));
        Console.OUT.println(e.isEven());
        Console.OUT.println(e.label());
        Console.OUT.println(square(9));
        Console.OUT.println(cube(3));
        Console.OUT.println(hyp(3.0, 4.0));
        Console.OUT.println(e.sumTo(4));
        val inferred = e.plus(1) * 2;
        Console.OUT.println(inferred);
    }
}
