// A range loop that ends at Long.MAX_VALUE and does not spawn itself, but calls a function that
// does: a thief that takes the rest of main while an iteration is inside that call resumes the
// iteration, then runs the rest of the loop from its counter and limit. After the iteration at
// Long.MAX_VALUE there is no rest (the rest of the loop ran that iteration once more before).
public class RangeLoopEndResumed {
    static class Acc { var sum:Long = 0; var iterations:Long = 0; }
    static val acc = new Acc();
    static def add(x:Long) { atomic { acc.sum += x; acc.iterations++; } }
    static def work(n:Long):Long { var s:Long = 0; for (k in 0..n) s += (k * 7 + 3) % 11; return s; }
    static def rec(d:Long):Long {
        if (d <= 1) return d + work(20);
        val a:Long;
        val b:Long;
        finish { async a = rec(d - 1); b = rec(d - 2); }
        return a + b;
    }
    public static def main(args:Rail[String]) {
        for (round in 1..10) {
            finish {
                async { }
                for (i in (Long.MAX_VALUE - 2)..Long.MAX_VALUE) {
                    add(rec(6));
                }
                for (i in (Int.MAX_VALUE as Int - 1n)..Int.MAX_VALUE) {
                    add(rec(5));
                }
            }
        }
        Console.OUT.println("sum=" + acc.sum + " iterations=" + acc.iterations);
    }
}
