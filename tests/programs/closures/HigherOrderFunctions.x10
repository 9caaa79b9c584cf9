public class HigherOrderFunctions {
    static def map(r:Rail[Long], f:(Long)=>Long):Rail[Long] =
        new Rail[Long](r.size, (i:Long) => f(r(i)));

    static def filterCount(r:Rail[Long], p:(Long)=>Boolean):Long {
        var n:Long = 0;
        for (x in r) if (p(x)) n++;
        return n;
    }

    static def reduce(r:Rail[Long], init:Long, f:(Long,Long)=>Long):Long {
        var acc:Long = init;
        for (x in r) acc = f(acc, x);
        return acc;
    }

    static def compose(f:(Long)=>Long, g:(Long)=>Long):(Long)=>Long = (x:Long) => f(g(x));

    static def adder(k:Long):(Long)=>Long = (x:Long) => x + k;

    static def curry(f:(Long,Long)=>Long):(Long)=>(Long)=>Long =
        (a:Long) => (b:Long) => f(a, b);

    static def show(r:Rail[Long]):String {
        var s:String = "";
        for (x in r) s += x + " ";
        return s;
    }

    public static def main(args:Rail[String]) {
        val data = [1, 2, 3, 4, 5, 6];
        Console.OUT.println(show(map(data, (x:Long) => x * 3)));
        Console.OUT.println(filterCount(data, (x:Long) => x % 2 == 0));
        Console.OUT.println(reduce(data, 0, (a:Long, b:Long) => a + b));
        Console.OUT.println(reduce(data, 1, (a:Long, b:Long) => a * b));
        val add5 = adder(5);
        val times2 = (x:Long) => x * 2;
        Console.OUT.println(compose(add5, times2)(10));
        Console.OUT.println(compose(times2, add5)(10));
        val pow = curry((a:Long, b:Long) => {
            var r:Long = 1;
            for (1..b) r *= a;
            return r;
        });
        val powOf2 = pow(2);
        Console.OUT.println(powOf2(10) + " " + pow(3)(4));
        val pipeline = compose(adder(1), compose(times2, adder(-3)));
        Console.OUT.println(show(map(data, pipeline)));
    }
}
