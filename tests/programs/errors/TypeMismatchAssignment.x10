// expect-error: 6:17 type mismatch: a Double cannot be assigned to a Long
public class TypeMismatchAssignment {
    public static def main(args:Rail[String]) {
        var total:Long = 0;
        for (i in 1..3) total += i;
        total = total / 2.0;
        Console.OUT.println(total);
    }
}
