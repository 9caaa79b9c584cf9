// expect-error: 5:10 the operand of ++ is not a variable, field or Rail element (reported at its start, inside the parentheses, like the left-hand side of =)
public class IncrementOfExpression {
    public static def main(args:Rail[String]) {
        var x:Long = 1;
        (x + 1)++;
        Console.OUT.println(x);
    }
}
