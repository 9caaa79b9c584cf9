public class MathFunctions {
    public static def main(args:Rail[String]) {
        Console.OUT.println(Math.abs(-17));
        Console.OUT.println(Math.abs(17));
        Console.OUT.println(Math.abs(-2.5));
        Console.OUT.println(Math.abs(-3n));
        Console.OUT.println(Math.max(3, 9));
        Console.OUT.println(Math.min(3, 9));
        Console.OUT.println(Math.max(-1.5, -2.5));
        Console.OUT.println(Math.min(0.25, 0.5));
        Console.OUT.println(Math.sqrt(16.0));
        Console.OUT.println(Math.sqrt(2.0));
        Console.OUT.println(Math.pow(2.0, 10.0));
        Console.OUT.println(Math.pow(9.0, 0.5));
        Console.OUT.println(Math.exp(0.0));
        Console.OUT.println(Math.log(1.0));
        Console.OUT.println(Math.sin(0.0));
        Console.OUT.println(Math.cos(0.0));
        Console.OUT.println(Math.floor(2.7));
        Console.OUT.println(Math.floor(-2.5));
        Console.OUT.println(Math.ceil(2.1));
        Console.OUT.println(Math.ceil(-2.1));
        Console.OUT.printf("%.10f\n", Math.exp(1.0));
        Console.OUT.printf("%.10f\n", Math.log(10.0));
        Console.OUT.printf("%.10f\n", Math.sin(1.0));
        Console.OUT.printf("%.10f\n", Math.cos(1.0));
        val x = 0.7;
        val identity = Math.sin(x) * Math.sin(x) + Math.cos(x) * Math.cos(x);
        Console.OUT.println(Math.abs(identity - 1.0) < 1e-12);
        Console.OUT.println(Math.abs(Math.log(Math.exp(3.5)) - 3.5) < 1e-12);
        Console.OUT.println((Math.floor(7.9) as Long) + (Math.ceil(0.1) as Long));
    }
}
