// expect-error: 4:19 syntax error: unexpected character '#'
public class SyntaxBadToken {
    public static def main(args:Rail[String]) {
        val x = 3 # 4;
        Console.OUT.println(x);
    }
}
