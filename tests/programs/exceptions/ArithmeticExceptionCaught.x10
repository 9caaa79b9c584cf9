public class ArithmeticExceptionCaught {
    static def divide(a:Long, b:Long):Long = a / b;

    public static def main(args:Rail[String]) {
        var zero:Long = 0;
        try {
            val q = 10 / zero;
            Console.OUT.println("not reached " + q);
        } catch (e:ArithmeticException) {
            Console.OUT.println("caught division by zero");
        }
        try {
            Console.OUT.println(divide(7, 0));
        } catch (e:ArithmeticException) {
            Console.OUT.println("caught in caller");
        }
        try {
            Console.OUT.println(17 % zero);
        } catch (e:ArithmeticException) {
            Console.OUT.println("caught remainder by zero");
        }
        var izero:Int = 0n;
        try {
            Console.OUT.println(5n / izero);
        } catch (e:ArithmeticException) {
            Console.OUT.println("caught Int division by zero");
        }
        // an ArithmeticException is an Exception
        try {
            Console.OUT.println(divide(1, zero));
        } catch (e:Exception) {
            Console.OUT.println("caught as Exception");
        }
        // floating-point division by zero does not throw
        Console.OUT.println(1.0 / (zero as Double));
        Console.OUT.println(divide(7, 2));
    }
}
