// Escaping asyncs spawned by calls at every kind of call site (if and loop conditions, compound
// assignment, constructor, &&, ?:, catch handler, closure, nested arguments, concatenation):
// every write of every activity is visible after the finish, whoever ran what.
public class EscapingAsyncsAtCallSites {
    static def work(i:Long):Long { var s:Long = 0; for (k in 0..2000) s += (k * i) % 7; return s; }
    // spawns an escaping async, returns a value
    static def esc(r:Rail[Long], i:Long):Long { async r(i) = work(i); return i + 1; }
    static class Box {
        var v:Long;
        val r:Rail[Long];
        def this(r:Rail[Long], i:Long) { async r(i) = EscapingAsyncsAtCallSites.work(i + 1); this.v = EscapingAsyncsAtCallSites.esc(r, i + 1); this.r = r; }
    }
    static def sum(r:Rail[Long]):Long { var s:Long = 0; for (x in r) s += x; return s; }
    public static def main(args:Rail[String]) {
        var total:Long = 0;
        for (round in 1..15) {
            val r = new Rail[Long](40);
            var acc:Long = 0;
            finish {
                // call in if condition
                if (esc(r, 0) > 0) acc += 1;
                // compound assignment on rail element with call
                r(39) += esc(r, 1);
                // call in a C-style for update and condition
                for (var i:Long = 2; i < esc(r, 2) + 3; i = i + esc(r, 3)) acc += i;
                // constructor with escaping asyncs
                val b = new Box(r, 4);
                acc += b.v;
                // call in while condition
                var n:Long = 0;
                while (n < esc(r, 7)) n++;
                acc += n;
                // && with a call on the right
                if (acc > 0 && esc(r, 8) > 0) acc += 2;
                // conditional expression
                acc += acc > 1000 ? esc(r, 9) : esc(r, 10);
                // catch handler spawning, with call
                try { throw new Exception("x"); } catch (e:Exception) { acc += esc(r, 11); async r(12) = work(12); }
                // closure calling a spawning method
                val c = (j:Long) => esc(r, j);
                acc += c(13) + c(14);
                // do-while with call
                var m:Long = 0;
                do { m++; } while (m < esc(r, 15));
                acc += m;
                // nested calls as arguments
                acc += esc(r, esc(r, 16) + 1);
                // call in string concatenation with object
                acc += ("" + esc(r, 18) + new Box(r, 19).v).length();
            }
            total += acc + sum(r);
        }
        Console.OUT.println(total);
    }
}
