// expect-error: 9:17 uncaught x10.lang.Exception "gave up" thrown in work(), after the finally block ran
public class UncaughtAfterFinally {
    static def work(n:Long) {
        try {
            Console.OUT.println("working on " + n);
            if (n == 2) {
                val message = "gave up";
                Console.OUT.println("about to throw");
                throw new Exception(message);
            }
        } finally {
            Console.OUT.println("cleanup " + n);
        }
    }

    public static def main(args:Rail[String]) {
        for (i in 1..3) work(i);
        Console.OUT.println("not reached");
    }
}
