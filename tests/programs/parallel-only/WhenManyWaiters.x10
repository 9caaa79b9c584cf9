// Many activities wait in 'when' on one condition that a later sibling makes
// true: far more waiters than workers (and than compensating workers), so a
// runtime that blocks a thread per waiting 'when', or declares a deadlock
// while the sibling has not run yet, fails here.
public class WhenManyWaiters {
    static class Gate {
        var open:Boolean = false;
        var passed:Long = 0;
    }

    static def run(n:Long):Long {
        val g = new Gate();
        finish {
            for (i in 1..n) async {
                when (g.open) {
                    g.passed++;
                }
            }
            async {
                atomic g.open = true;
            }
        }
        return g.passed;
    }

    public static def main(args:Rail[String]) {
        for (n in [10, 100, 1000]) {
            Console.OUT.println("n=" + n + " passed=" + run(n));
        }
    }
}
