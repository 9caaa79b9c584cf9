// expect-error: 6:17 unknown method 'sqaure'
public class UnknownMethod {
    static def square(x:Long) = x * x;

    public static def main(args:Rail[String]) {
        val y = sqaure(4);
        Console.OUT.println(y);
    }
}
