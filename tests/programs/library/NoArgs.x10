public class NoArgs {
    public static def main(args:Rail[String]) {
        Console.OUT.println("argc " + args.size);
        for (a in args) Console.OUT.println("unexpected " + a);
    }
}
