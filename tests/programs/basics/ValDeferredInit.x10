public class ValDeferredInit {
    static def describe(n:Long):String {
        val kind:String;
        if (n % 2 == 0) {
            kind = "even";
        } else {
            kind = "odd";
        }
        return n + " is " + kind;
    }

    public static def main(args:Rail[String]) {
        val x:Long;
        x = 42;
        Console.OUT.println(x);
        Console.OUT.println(describe(3));
        Console.OUT.println(describe(10));
        val y:Double;
        if (x > 40) y = 1.5; else y = -1.5;
        Console.OUT.println(y);
        val msg:String;
        try {
            msg = "assigned in try";
        } finally {
            Console.OUT.println("finally");
        }
        Console.OUT.println(msg);
    }
}
