// expect-error: 8:17 'async' is not allowed inside an atomic body
public class AsyncInAtomic {
    public static def main(args:Rail[String]) {
        val r = new Rail[Long](2);
        finish {
            atomic {
                r(0) = 1;
                async r(1) = 2;
            }
        }
        Console.OUT.println(r(0) + r(1));
    }
}
