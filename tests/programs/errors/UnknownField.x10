// expect-error: 5:43 class Pos has no field 'z'
public class UnknownField {
    public static def main(args:Rail[String]) {
        val p = new Pos(1, 2);
        Console.OUT.println(p.x + p.y + p.z);
    }
}

class Pos {
    val x:Long;
    val y:Long;
    def this(x:Long, y:Long) { this.x = x; this.y = y; }
}
