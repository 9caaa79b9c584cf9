// A thief resumes a stolen continuation that runs a long loop without asyncs; the loop
// is compiled on the stack (OSR) inside the resumed code, and meanwhile the other
// worker, idle again, asks the thief for work. Its stack walk must still find the
// frame being resumed (Truffle shows the OSR loop's frame in its place).
public class StealDuringResumedLoop {
    static def small(x:Long):Long {
        var t:Long = x;
        for (i in 0..200000) t = (t * 31 + i) % 1000003;
        return t;
    }

    public static def main(args:Rail[String]) {
        var total:Long = 0;
        for (round in 1..3) {
            val a:Long;
            var s:Long = 0;
            finish {
                async a = small(round);
                for (i in 0..1000000) {
                    s += (i * round) % 7;
                }
            }
            total += a + s;
        }
        Console.OUT.println("total " + total);
    }
}
