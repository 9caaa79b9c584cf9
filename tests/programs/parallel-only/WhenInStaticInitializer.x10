// A static initializer runs like main, on the workers inside an implicit finish: a 'when' in it waits
// for a sibling activity (it used to wait for ever on the launcher's thread).
public class WhenInStaticInitializer {
    static class B { var v:Long = 0; }
    static val x = init();
    static def init():Long {
        val b = new B();
        var r:Long = 0;
        finish {
            async { when (b.v == 1) { r = 42; } }
            async { atomic b.v = 1; }
        }
        return r;
    }
    public static def main(args:Rail[String]) { Console.OUT.println(x); }
}
