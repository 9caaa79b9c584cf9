public class FunctionTypedFields {
    public static def main(args:Rail[String]) {
        val plus = new BinOp("+", (a:Long, b:Long) => a + b);
        val times = new BinOp("*", (a:Long, b:Long) => a * b);
        val minus = new BinOp("-", (a:Long, b:Long) => a - b);
        Console.OUT.println(plus.show(6, 7));
        Console.OUT.println(times.show(6, 7));
        Console.OUT.println(minus.show(6, 7));
        Console.OUT.println(plus.fold([1, 2, 3, 4, 5]));
        Console.OUT.println(times.fold([1, 2, 3, 4, 5]));
        val t = new Transformer();
        Console.OUT.println(t.run(5));
        t.f = (x:Long) => x * x;
        Console.OUT.println(t.run(5));
        Console.OUT.println(t.f(12));
    }
}

class BinOp {
    val symbol:String;
    val op:(Long,Long)=>Long;

    def this(s:String, f:(Long,Long)=>Long) {
        symbol = s;
        op = f;
    }

    def show(a:Long, b:Long):String = a + " " + symbol + " " + b + " = " + op(a, b);

    def fold(r:Rail[Long]):Long {
        var acc:Long = r(0);
        for (i in 1..(r.size - 1)) acc = op(acc, r(i));
        return acc;
    }
}

class Transformer {
    var f:(Long)=>Long = (x:Long) => x + 1;

    def run(x:Long):Long = this.f(x);
}
