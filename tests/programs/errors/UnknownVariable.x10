// expect-error: 5:29 unknown variable 'cout'
public class UnknownVariable {
    public static def main(args:Rail[String]) {
        val count = 3;
        Console.OUT.println(cout + 1);
    }
}
