public class Gen {
    static class Acc { var sum:Long = 0; var caught:Long = 0; }
    static class Gate { var n:Long = 0; }
    static class Holder { val q = new Rail[Long](4); val fixed:Long = 1; }
    static class Box {
        val v:Long;
        def this(v:Long) { this.v = v; }
        public def toString():String {
            val a:Long;
            finish { async a = work(v % 50 + 10); }
            return "B" + (a + v);
        }
    }
    static val acc = new Acc();
    static val holder = new Holder();
    static def add(x:Long) { atomic acc.sum += x; }
    static def caught(x:Long) { atomic acc.caught += x; }
    static def work(n:Long):Long { var s:Long = 0; for (k in 0..n) s += (k * 7 + 3) % 11; return s; }
    static def sumOf(r:Rail[Long]):Long { var s:Long = 0; for (x in r) s += x; return s; }
    static def held():Rail[Long] = holder.q;
    static def rec(d:Long):Long {
        if (d <= 1) return d + work(20);
        val a:Long;
        val b:Long;
        finish { async a = rec(d - 1); b = rec(d - 2); }
        return a + b;
    }
    static def f0(d:Long, r:Rail[Long]):Long {
        if (d <= 0) return 1;
        atomic r(5) += d;
        add(d + 9);
        return 9 + 0;
    }
    static def f1(d:Long, r:Rail[Long]):Long {
        if (d <= 0) return 1;
        {
            val c0 = (x:Long) => x * 2 + 2;
            add(c0(f1(d - 1, r)));
        }
        finish add(f1(d - 1, r));
        atomic r(3) += d;
        return f2(d - 1, r);
    }
    static def f2(d:Long, r:Rail[Long]):Long {
        if (d <= 0) return 1;
        for (i1 in 0..7) async {
            finish add(f0(d - 1, r));
            add(rec(3));
            {
                val g2 = new Gate();
                finish {
                    async { add(("" + new Box(5)).length()); atomic g2.n++; }
                    for (w in 1..3) async when (g2.n >= 1) { acc.sum += w + 1; }
                    add(("" + new Box(d)).length());
                }
            }
        }
        return f2(d - 1 - work(18) % 2, r);
    }
    public static def main(args:Rail[String]) {
        val r = new Rail[Long](8);
        try {
            finish {
                finish {
                    {
                        val c3 = (x:Long) => x * 3 + 2;
                        add(c3(("" + new Box(3)).length()));
                    }
                    add(1 + 3);
                    add(f0(2, r));
                }
                if (4 > 3) {
                    async {
                        {
                            val g4 = new Gate();
                            finish {
                                async { add(work(10)); atomic g4.n++; }
                                for (w in 1..2) async when (g4.n >= 1) { acc.sum += w + 9; }
                                add(1 + 1);
                            }
                        }
                        if (r.size > 1) throw new Exception("a5");
                    }
                    {
                        val g6 = new Gate();
                        finish {
                            async { add(sumOf(new Rail[Long](1, (i:Long) => f1(i % 2 + 1, r)))); atomic g6.n++; }
                            for (w in 1..3) async when (g6.n >= 1) { acc.sum += w + 7; }
                            add(sumOf(new Rail[Long](4, (i:Long) => f2(i % 2 + 1, r))));
                        }
                    }
                } else {
                    add(work(210));
                    add(f2(("" + new Box(r.size)).length() % 2 + 1, r));
                }
            }
        } catch (e:MultipleExceptions) {
            caught(100 + e.exceptions.size);
        } catch (e:Exception) {
            caught(1);
        }
        Console.OUT.println("sum=" + acc.sum + " caught=" + acc.caught + " rail=" + sumOf(r) + " held=" + sumOf(holder.q));
    }
}
