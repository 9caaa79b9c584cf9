// expect-error: 5:9 unsupported X10 construct: 'at' (places)
public class UnsupportedAt {
    public static def main(args:Rail[String]) {
        Console.OUT.println("before");
        at (here) Console.OUT.println("at here");
    }
}
