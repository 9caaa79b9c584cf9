// expect-error: 3:15 generic type x10.util.ArrayList[String] as a field type
public class GenericTypeField {
    val names:x10.util.ArrayList[String] = null;

    public static def main(args:Rail[String]) {
        Console.OUT.println(new GenericTypeField().names == null);
    }
}
