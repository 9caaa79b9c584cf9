// expect-error: 5:23 wrong number of arguments: no constructor Pair2(Long)
public class WrongArityConstructor {
    public static def main(args:Rail[String]) {
        val ok = new Pair2(1, 2);
        val bad = new Pair2(1);
        Console.OUT.println(ok.a + bad.a);
    }
}

class Pair2 {
    val a:Long;
    val b:Long;
    def this(a:Long, b:Long) { this.a = a; this.b = b; }
}
