// expect-error: 3:30 generic type x10.util.List[Long] as a method result type
public class GenericTypeResult {
    static def evens(n:Long):x10.util.List[Long] {
        return null;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(evens(4) == null);
    }
}
