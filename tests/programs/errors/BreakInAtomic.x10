// expect-error: 8:29 'break' may not escape an atomic body
public class BreakInAtomic {
    public static def main(args:Rail[String]) {
        var n:Long = 0;
        for (i in 0..9) {
            atomic {
                n += i;
                if (n > 10) break;
            }
        }
        Console.OUT.println(n);
    }
}
