public class CatchClauseOrder {
    static def fail(kind:Long) {
        if (kind == 0) throw new Exception("plain");
        if (kind == 1) {
            val r = new Rail[Long](1);
            r(kind) = 1;
        }
        if (kind == 2) {
            var d:Long = kind - 2;
            d = 5 / d;
        }
        Console.OUT.println("kind " + kind + " did not fail");
    }

    public static def main(args:Rail[String]) {
        for (k in 0..3) {
            try {
                fail(k);
            } catch (e:ArithmeticException) {
                Console.OUT.println(k + ": ArithmeticException");
            } catch (e:ArrayIndexOutOfBoundsException) {
                Console.OUT.println(k + ": ArrayIndexOutOfBoundsException");
            } catch (e:Exception) {
                Console.OUT.println(k + ": Exception " + e.getMessage());
            }
        }
    }
}
