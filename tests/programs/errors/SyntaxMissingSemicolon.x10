// expect-error: 5:9 syntax error: missing ';' after 'val x = 5' (reported at the next token)
public class SyntaxMissingSemicolon {
    public static def main(args:Rail[String]) {
        val x = 5
        Console.OUT.println(x);
    }
}
