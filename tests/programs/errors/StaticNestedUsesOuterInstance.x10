// expect-error: 7:38 instance method of the enclosing class used in a static nested class
public class StaticNestedUsesOuterInstance {
    var count:Long = 0;
    def bump():Long { count++; return count; }

    static class Counter {
        def next():Long { return 1 + bump(); }
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(new Counter().next());
    }
}
