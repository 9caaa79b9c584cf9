// expect-error: 10:1 syntax error: unmatched '}' after the end of the class
public class SyntaxUnbalancedBrace {
    public static def main(args:Rail[String]) {
        if (args.size > 0) {
            Console.OUT.println("args");
        }
        Console.OUT.println("done");
    }
}
}
