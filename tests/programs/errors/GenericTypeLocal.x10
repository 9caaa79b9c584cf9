// expect-error: 4:15 generic type x10.util.HashMap[String, Long] as the type of a local
public class GenericTypeLocal {
    public static def main(args:Rail[String]) {
        val m:x10.util.HashMap[String, Long] = null;
        Console.OUT.println(m == null);
    }
}
