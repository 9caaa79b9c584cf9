// break, continue and return through nested finish and spawning finally blocks in a loop, and a
// return from a finish whose escaping activity fails: MultipleExceptions replaces the return.
public class JumpsThroughFinishAndFinally {
    static def work(i:Long):Long { var s:Long = 0; for (k in 0..1500) s += (k * i) % 7; return s; }
    static def esc(r:Rail[Long], i:Long):Long { async r(i) = work(i); return i + 1; }
    static def escFail(i:Long):Long { async { work(i); throw new IllegalStateException("f" + i); } return i; }
    static def f(r:Rail[Long], k:Long):Long {
        var result:Long = 0;
        for (i in 0..5) {
            try {
                finish {
                    async r(i) = work(i + k);
                    if (i == 2) continue;
                    try {
                        if (i == 4) return esc(r, 10 + i);
                        result += esc(r, 20 + i);
                    } finally {
                        async r(30 + i) = work(i);
                        if (i == 3) break;
                    }
                }
            } finally {
                finish { async r(36 + i) = work(2 * i); }
                result += 100;
            }
        }
        return result;
    }
    static def g(k:Long):String {
        var s:String = "";
        for (i in 0..3) {
            try {
                finish {
                    async escFail(i + k);
                    if (i == 1) { s = s + "r"; return s; }
                    s = s + i;
                }
            } catch (m:MultipleExceptions) {
                s = s + "M" + m.exceptions().size;
            }
        }
        return s;
    }
    public static def main(args:Rail[String]) {
        var total:Long = 0;
        var text:String = "";
        for (round in 1..20) {
            val r = new Rail[Long](42);
            val x:Long;
            finish { async x = f(r, round); }
            var s:Long = x;
            for (v in r) s += v;
            total += s;
            text = g(round);
        }
        Console.OUT.println(total + " " + text);
    }
}
