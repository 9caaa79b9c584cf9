// expect-error: 7:29 wrong number of arguments: add takes 2, called with 3
public class WrongArity {
    static def add(a:Long, b:Long):Long = a + b;

    public static def main(args:Rail[String]) {
        Console.OUT.println(add(1, 2));
        Console.OUT.println(add(1, 2, 3));
    }
}
