public class CommandLineArgs {
    public static def main(args:Rail[String]) {
        Console.OUT.println("argc " + args.size);
        for (i in args.range) Console.OUT.println(i + ": [" + args(i) + "]");
        val n = Long.parse(args(1));
        val d = Double.parse(args(2));
        Console.OUT.println(n * 2);
        Console.OUT.println(d * 2.0);
        Console.OUT.println(args(3).length());
    }
}
