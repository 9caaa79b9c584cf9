public class ExceptionPropagation {
    static def level3(x:Long):Long {
        if (x > 2) throw new Exception("too big: " + x);
        return x;
    }

    static def level2(x:Long):Long {
        try {
            return level3(x) * 10;
        } finally {
            Console.OUT.println("level2 cleanup for " + x);
        }
    }

    static def level1(x:Long):Long = level2(x) + 1;

    static def rethrow() {
        try {
            level1(5);
        } catch (e:Exception) {
            Console.OUT.println("rethrow saw " + e.getMessage());
            throw new Exception("wrapped(" + e.getMessage() + ")");
        }
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(level1(2));
        try {
            Console.OUT.println(level1(3));
        } catch (e:Exception) {
            Console.OUT.println("main caught " + e.getMessage());
        }
        try {
            rethrow();
        } catch (e:Exception) {
            Console.OUT.println("main caught " + e.getMessage());
        }
        var attempts:Long = 0;
        var result:Long = -1;
        while (result < 0) {
            attempts++;
            try {
                result = level1(5 - attempts);
            } catch (e:Exception) {
                Console.OUT.println("attempt " + attempts + " failed");
            }
        }
        Console.OUT.println("result " + result + " after " + attempts + " attempts");
    }
}
