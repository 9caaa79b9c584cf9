// Activities waiting in 'when' inside closures that a builtin (the Rail
// initializer) calls: they cannot be parked, so each waits on its own thread,
// and compensating workers keep the sibling that opens the gate running.
public class WhenInBuiltinCall {
    static class F { var v:Long = 0; }
    public static def main(args:Rail[String]) {
        val f = new F();
        finish {
            for (k in 1..20) async {
                val r = new Rail[Long](2, (i:Long) => { when (f.v >= 1) { f.v++; } return i; });
            }
            async atomic f.v = 1;
        }
        Console.OUT.println("v=" + f.v);
    }
}
