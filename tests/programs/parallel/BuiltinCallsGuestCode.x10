// Guest code called by builtins, with finish/async inside it: a Rail initializer closure, a
// toString() reached through string conversion (concatenation, println, printf, x.toString()),
// each in statement position and inside the arguments of a user call. A steal must never resume
// after the enclosing user call with the closure's result: the builtin must finish its work.
public class BuiltinCallsGuestCode {
    static def work(i:Long):Long {
        var s:Long = 0;
        for (k in 0..400) s += (k * i) % 7;
        return s;
    }

    static def g(i:Long):Long {
        val a:Long;
        val b:Long;
        finish {
            async a = work(i);
            b = work(i + 1);
        }
        return a + b;
    }

    static def sum(r:Rail[Long]):Long {
        var s:Long = 0;
        for (x in r) s += x;
        return s;
    }

    static def len(s:String):Long = s.length() as Long;

    static class P {
        val i:Long;
        def this(i:Long) { this.i = i; }
        public def toString():String {
            val a:Long;
            finish {
                async a = BuiltinCallsGuestCode.work(i);
            }
            return "P" + i + ":" + a;
        }
    }

    static def twice(x:Long):Long = 2 * x;

    public static def main(args:Rail[String]) {
        // Rail initializer inside the arguments of a user call
        var total:Long = 0;
        for (round in 1..5) total += sum(new Rail[Long](20, (i:Long) => g(i)));
        Console.OUT.println("initializer in arguments: " + total);
        // Rail initializer in statement position
        val r = new Rail[Long](20, (i:Long) => g(i + 3));
        Console.OUT.println("initializer in a statement: " + sum(r));
        // the initializer's own call nested in another user call
        val q = new Rail[Long](10, (i:Long) => twice(g(i)));
        Console.OUT.println("nested: " + sum(q));
        // toString through concatenation inside the arguments of a user call
        var n:Long = 0;
        for (i in 1..20) n += len("" + new P(i));
        Console.OUT.println("concatenation in arguments: " + n);
        // toString through concatenation in statement position
        var text:String = "";
        for (i in 1..5) text = text + new P(i) + " ";
        Console.OUT.println(text);
        // println and printf of an object, and x.toString()
        for (i in 1..3) Console.OUT.println(new P(i));
        for (i in 1..3) Console.OUT.printf("%s|%s\n", new P(i), new P(i + 10));
        var m:Long = 0;
        for (i in 1..10) m += len(new P(i).toString());
        Console.OUT.println("toString in arguments: " + m);
        // everything inside one finish with sibling activities
        val out = new Rail[Long](4);
        finish {
            async out(0) = sum(new Rail[Long](8, (i:Long) => g(i)));
            async out(1) = len("" + new P(7) + new P(8));
            out(2) = sum(new Rail[Long](8, (i:Long) => g(i + 1)));
            out(3) = len(new P(9).toString());
        }
        Console.OUT.println(out(0) + " " + out(1) + " " + out(2) + " " + out(3));
    }
}
