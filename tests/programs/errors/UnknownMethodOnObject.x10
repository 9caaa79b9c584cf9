// expect-error: 6:11 class Tally has no method 'bump'
public class UnknownMethodOnObject {
    public static def main(args:Rail[String]) {
        val t = new Tally();
        t.add(1);
        t.bump();
        Console.OUT.println(t.total);
    }
}

class Tally {
    var total:Long = 0;
    def add(n:Long) { total += n; }
}
