// A finish inside a closure that a builtin (the Rail constructor) calls: a steal bounded by an inner
// async leaves the main line early at the end of the finish, and the rest of its activity cannot be
// parked (it would resume inside the builtin), so the main line waits there as a blocked worker.
public class BlockedAtFinishInBuiltin {
    static def work(i:Long):Long { var s:Long = 0; for (k in 0..3000) s += (k * i) % 7; return s; }
    static def g(i:Long):Long {
        val r = new Rail[Long](3);
        finish {
            async {
                async r(0) = work(i);
                r(1) = work(i + 1);
            }
            r(2) = work(i + 2);
        }
        return r(0) + r(1) + r(2);
    }
    static def sum(r:Rail[Long]):Long { var s:Long = 0; for (x in r) s += x; return s; }
    public static def main(args:Rail[String]) {
        var t:Long = 0;
        for (round in 1..10) t += sum(new Rail[Long](20, (i:Long) => g(i)));
        Console.OUT.println(t);
    }
}
