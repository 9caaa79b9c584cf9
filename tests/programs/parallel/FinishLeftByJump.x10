// Leaving a finish body by return, break or continue: the finish still completes only when every
// activity it governs has completed (their writes are visible after it), and their exceptions
// still arrive as MultipleExceptions, which replace the jump.
public class FinishLeftByJump {
    static def work(i:Long):Long {
        var s:Long = 0;
        for (k in 0..3000) s += (k * i) % 7;
        return s;
    }

    static def returnFromFinish(r:Rail[Long]):Long {
        finish {
            async r(0) = work(1);
            return 5;
        }
    }

    static def returnFromLoopInFinish(r:Rail[Long]):Long {
        finish {
            for (i in 0..(r.size - 1)) {
                async r(i) = work(i + 2);
                if (i == r.size - 1) return i;
            }
        }
        return -1;
    }

    static def returnFromNestedFinish(r:Rail[Long]):Long {
        finish {
            async r(0) = work(3);
            finish {
                async r(1) = work(4);
                if (r.size > 1) return 7;
            }
            r(2) = -1;
        }
        return -2;
    }

    static def breakOutOfFinish(r:Rail[Long]):Long {
        var rounds:Long = 0;
        for (i in 0..9) {
            rounds++;
            finish {
                async r(i) = work(i + 5);
                if (i == 3) break;
            }
        }
        return rounds;
    }

    static def continueOutOfFinish(r:Rail[Long]):Long {
        var skipped:Long = 0;
        for (i in 0..9) {
            finish {
                async r(i) = work(i + 6);
                if (i % 2 == 0) {
                    skipped++;
                    continue;
                }
            }
            r(i) = -r(i);
        }
        return skipped;
    }

    static def lateException():Long {
        finish {
            async throw new Exception("late");
            return 5;
        }
    }

    static def lateExceptionAfterWork(r:Rail[Long]):Long {
        finish {
            async { r(0) = work(8); throw new IllegalStateException("after work"); }
            return 6;
        }
    }

    static def breakWithFailure():Long {
        var i:Long = 0;
        while (true) {
            i++;
            finish {
                async { if (i == 2) throw new Exception("in round " + i); }
                if (i >= 2) break;
            }
        }
        return i;
    }

    static def show(r:Rail[Long]):String {
        var s:String = "";
        for (x in r) s = s + x + " ";
        return s;
    }

    public static def main(args:Rail[String]) {
        val a = new Rail[Long](1);
        Console.OUT.println(returnFromFinish(a) + " -> " + show(a));
        val b = new Rail[Long](6);
        Console.OUT.println(returnFromLoopInFinish(b) + " -> " + show(b));
        val c = new Rail[Long](3);
        Console.OUT.println(returnFromNestedFinish(c) + " -> " + show(c));
        val d = new Rail[Long](10);
        Console.OUT.println(breakOutOfFinish(d) + " -> " + show(d));
        val e = new Rail[Long](10);
        Console.OUT.println(continueOutOfFinish(e) + " -> " + show(e));
        try {
            Console.OUT.println(lateException());
        } catch (m:MultipleExceptions) {
            Console.OUT.println("late: " + m.exceptions().size + " " + m.exceptions()(0).getMessage());
        }
        val f = new Rail[Long](1);
        try {
            Console.OUT.println(lateExceptionAfterWork(f));
        } catch (m:MultipleExceptions) {
            Console.OUT.println("after work: " + m.exceptions()(0).getMessage() + " " + show(f));
        }
        try {
            Console.OUT.println(breakWithFailure());
        } catch (m:MultipleExceptions) {
            Console.OUT.println("break: " + m.exceptions()(0).getMessage());
        }
        // many rounds, so that steals land at every point
        var total:Long = 0;
        for (round in 1..30) {
            val g = new Rail[Long](6);
            total += returnFromLoopInFinish(g);
            for (x in g) total += x;
            val h = new Rail[Long](10);
            total += continueOutOfFinish(h);
            for (x in h) total += x;
        }
        Console.OUT.println("total " + total);
    }
}
