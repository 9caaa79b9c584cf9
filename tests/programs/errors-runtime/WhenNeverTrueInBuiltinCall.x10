// expect-error: 11:9 uncaught x10.lang.MultipleExceptions
// A 'when' that nothing can make true, waiting inside a closure that a builtin
// (the Rail initializer) called: its activity cannot be parked, so its thread
// waits in place; the deadlock verdict must still come, and only once every
// activity waits.
public class WhenNeverTrueInBuiltinCall {
    static class F { var v:Long = 0; }
    public static def main(args:Rail[String]) {
        val f = new F();
        Console.OUT.println("start");
        finish {
            async {
                val r = new Rail[Long](2, (i:Long) => { when (f.v == 1) { f.v = 3; } return i; });
                Console.OUT.println("never " + r.size);
            }
            async atomic f.v = 2;
        }
        Console.OUT.println("not reached");
    }
}
