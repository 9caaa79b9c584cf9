// expect-error: 8:17 uncaught exception "async failure" from an async, rethrown by main's implicit finish as MultipleExceptions
public class UncaughtInAsync {
    public static def main(args:Rail[String]) {
        Console.OUT.println("spawning");
        finish {
            async {
                Console.OUT.println("in async");
                throw new Exception("async failure");
            }
        }
        Console.OUT.println("not reached");
    }
}
