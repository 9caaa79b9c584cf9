public class ClosureBasics {
    public static def main(args:Rail[String]) {
        val inc = (x:Long) => x + 1;
        Console.OUT.println(inc(41));
        val add:(Long,Long)=>Long = (a:Long, b:Long) => a + b;
        Console.OUT.println(add(3, 4));
        val answer = () => 42;
        Console.OUT.println(answer());
        val half:(Double)=>Double = (d:Double) => d / 2.0;
        Console.OUT.println(half(5.0));
        val greet = (name:String) => "hi " + name;
        Console.OUT.println(greet("x10"));
        val isNeg:(Long)=>Boolean = (n:Long) => n < 0;
        Console.OUT.println(isNeg(-1) + " " + isNeg(1));
        Console.OUT.println(((x:Long) => x * x)(9));
        val twice = (f:(Long)=>Long, x:Long) => f(f(x));
        Console.OUT.println(twice(inc, 0));
        Console.OUT.println(twice((y:Long) => y * 10, 3));
        val sameFn = inc;
        Console.OUT.println(sameFn(sameFn(1)));
    }
}
