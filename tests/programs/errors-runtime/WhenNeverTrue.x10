// expect-error: 9:9 uncaught x10.lang.MultipleExceptions
// A 'when' whose condition no activity will ever make true: every worker
// count reports a DeadlockException (as soon as every activity waits)
// instead of hanging; serial elision reports it at once.
public class WhenNeverTrue {
    public static def main(args:Rail[String]) {
        var flag:Long = 0;
        Console.OUT.println("start");
        finish {
            async when (flag == 1) { Console.OUT.println("never"); }
            async atomic flag = 2;
        }
        Console.OUT.println("not reached");
    }
}
