public class IfElse {
    static def classify(n:Long):String {
        if (n < 0) {
            return "negative";
        } else if (n == 0) {
            return "zero";
        } else if (n < 10) {
            return "small";
        } else {
            return "large";
        }
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(classify(-5));
        Console.OUT.println(classify(0));
        Console.OUT.println(classify(7));
        Console.OUT.println(classify(100));
        val x = 3;
        if (x > 2) Console.OUT.println("x > 2");
        if (x > 5) Console.OUT.println("x > 5");
        if (x > 5) Console.OUT.println("no"); else Console.OUT.println("else branch");
        // dangling else binds to the nearest if
        if (x > 0)
            if (x > 10) Console.OUT.println("big");
            else Console.OUT.println("positive but not big");
        if (x != 3 || x == 3 && x >= 3) Console.OUT.println("precedence ok");
        if (!(x <= 2)) Console.OUT.println("negation ok");
    }
}
