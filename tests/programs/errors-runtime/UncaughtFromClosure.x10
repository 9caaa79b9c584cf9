// expect-error: 5:27 uncaught x10.lang.Exception: "no handler for 3" (thrown inside a closure)
public class UncaughtFromClosure {
    public static def main(args:Rail[String]) {
        val handle = (code:Long) => {
            if (code > 2) throw new Exception("no handler for " + code);
            return "handled " + code;
        };
        for (c in 1..5) Console.OUT.println(handle(c));
    }
}
