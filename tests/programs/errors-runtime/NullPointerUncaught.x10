// expect-error: 15:29 uncaught x10.lang.NullPointerException: method call on null
public class NullPointerUncaught {
    var next:NullPointerUncaught = null;
    val id:Long;

    def this(id:Long) { this.id = id; }

    def describe():String = "node " + id;

    public static def main(args:Rail[String]) {
        val a = new NullPointerUncaught(1);
        a.next = new NullPointerUncaught(2);
        Console.OUT.println(a.describe());
        Console.OUT.println(a.next.describe());
        Console.OUT.println(a.next.next.describe());
    }
}
