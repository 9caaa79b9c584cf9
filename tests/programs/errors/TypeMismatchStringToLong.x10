// expect-error: 4:22 type mismatch: a String cannot be assigned to a Long
public class TypeMismatchStringToLong {
    public static def main(args:Rail[String]) {
        val n:Long = "hello";
        Console.OUT.println(n + 1);
    }
}
