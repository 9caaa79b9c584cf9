// expect-error: 5:5 the type of a field inferred from an initializer that needs it
// (found by fuzzing the front end: the inference recursed until the stack overflowed)
public class FieldTypeFromItself {
    static a = 1;
    u = u + a;
    public static def main(args:Rail[String]) {
        Console.OUT.println(a);
    }
}
