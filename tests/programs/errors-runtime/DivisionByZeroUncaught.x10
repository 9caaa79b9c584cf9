// expect-error: 4:16 uncaught x10.lang.ArithmeticException: integer division by zero
public class DivisionByZeroUncaught {
    static def average(total:Long, count:Long):Long {
        return total / count;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(average(10, 2));
        Console.OUT.println(average(7, 0));
        Console.OUT.println("not reached");
    }
}
