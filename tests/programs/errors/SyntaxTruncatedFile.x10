// expect-error: 8:19 syntax error: unexpected end of file inside class SyntaxTruncatedFile
public class SyntaxTruncatedFile {
    public static def main(args:Rail[String]) {
        Console.OUT.println("never finished");
    }

    static def helper(x:Long):Long {
        return x +