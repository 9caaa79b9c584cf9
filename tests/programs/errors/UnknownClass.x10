// expect-error: 4:21 unknown class 'Wdget'
public class UnknownClass {
    public static def main(args:Rail[String]) {
        val w = new Wdget(3);
        Console.OUT.println(w);
    }
}

class Widget {
    val size:Long;
    def this(s:Long) { size = s; }
}
