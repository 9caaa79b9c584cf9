// A finally block that spawns: whatever ended the try part (a return value, an exception, a break
// or a continue) is completed after the finally block, even when a thief took the rest of it.
public class SpawningFinally {
    static def work(i:Long):Long {
        var s:Long = 0;
        for (k in 0..3000) s += (k * i) % 7;
        return s;
    }

    static def returnThroughFinally(r:Rail[Long]):Long {
        try {
            return 42;
        } finally {
            async r(0) = work(2);
        }
    }

    static def returnThroughFinishInFinally(r:Rail[Long]):Long {
        try {
            return 43;
        } finally {
            finish {
                async r(0) = work(3);
                r(1) = work(4);
            }
        }
    }

    static def throwThroughFinally(r:Rail[Long]):Long {
        try {
            throw new IllegalStateException("boom");
        } finally {
            async r(0) = work(5);
        }
    }

    static def caughtThenFinally(r:Rail[Long]):Long {
        try {
            throw new Exception("caught");
        } catch (e:Exception) {
            async r(0) = work(6);
            return 44;
        } finally {
            async r(1) = work(7);
        }
    }

    static def breakThroughFinally(r:Rail[Long]):Long {
        var iterations:Long = 0;
        for (i in 0..9) {
            iterations++;
            try {
                if (i == 0) break;
            } finally {
                async r(i) = work(8);
            }
        }
        return iterations;
    }

    static def continueThroughFinally(r:Rail[Long]):Long {
        var after:Long = 0;
        for (i in 0..5) {
            try {
                if (i % 2 == 1) continue;
            } finally {
                async r(i) = work(i + 9);
            }
            after++;
        }
        return after;
    }

    static def nestedFinally(r:Rail[Long]):Long {
        try {
            try {
                return 45;
            } finally {
                async r(0) = work(10);
            }
        } finally {
            async r(1) = work(11);
        }
    }

    static def show(r:Rail[Long]):String {
        var s:String = "";
        for (x in r) s = s + x + " ";
        return s;
    }

    public static def main(args:Rail[String]) {
        var total:Long = 0;
        for (round in 1..20) {
            val a = new Rail[Long](2);
            val b = new Rail[Long](2);
            val c = new Rail[Long](1);
            val d = new Rail[Long](2);
            val e = new Rail[Long](10);
            val f = new Rail[Long](6);
            val g = new Rail[Long](2);
            var line:String = "";
            finish {
                line = line + (returnThroughFinally(a) + 1) + " ";
                line = line + (returnThroughFinishInFinally(b) + 1) + " ";
                try {
                    throwThroughFinally(c);
                    line = line + "not thrown ";
                } catch (x:IllegalStateException) {
                    line = line + x.getMessage() + " ";
                }
                line = line + caughtThenFinally(d) + " ";
                line = line + breakThroughFinally(e) + " ";
                line = line + continueThroughFinally(f) + " ";
                line = line + nestedFinally(g) + " ";
            }
            if (round == 1) {
                Console.OUT.println(line);
                Console.OUT.println(show(a) + "| " + show(b) + "| " + show(c) + "| " + show(d) + "| " + show(e) + "| " + show(f) + "| " + show(g));
            }
            for (x in a) total += x;
            for (x in b) total += x;
            for (x in e) total += x;
            for (x in f) total += x;
        }
        Console.OUT.println("total " + total);
    }
}
