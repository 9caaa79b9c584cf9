public class BooleanLogic {
    static def noisy(tag:String, v:Boolean):Boolean {
        Console.OUT.println("eval " + tag);
        return v;
    }

    public static def main(args:Rail[String]) {
        val t = true;
        val f = false;
        Console.OUT.println(t && f);
        Console.OUT.println(t || f);
        Console.OUT.println(!t);
        Console.OUT.println(t == f);
        Console.OUT.println(t != f);
        Console.OUT.println(!(t && f) == (!t || !f));
        // short-circuit: the right operand is not evaluated
        Console.OUT.println(noisy("a", false) && noisy("b", true));
        Console.OUT.println(noisy("c", true) || noisy("d", true));
        Console.OUT.println(noisy("e", true) && noisy("f", false));
        Console.OUT.println(noisy("g", false) || noisy("h", true));
        val x = 5;
        Console.OUT.println(x > 3 && x < 10);
        Console.OUT.println(x < 3 || x >= 5);
        Console.OUT.println(1 < 2 == true);
        var b:Boolean = false;
        b = !b;
        Console.OUT.println(b);
        Console.OUT.println(3 <= 3 && 4 >= 5);
    }
}
