public class AsyncValInit {
    static def slowSquare(x:Long):Long {
        var acc:Long = 0;
        for (1..x) acc += x;
        return acc;
    }

    static def minMax(r:Rail[Long]):String {
        val lo:Long;
        val hi:Long;
        finish {
            async {
                var m:Long = Long.MAX_VALUE;
                for (x in r) if (x < m) m = x;
                lo = m;
            }
            async {
                var m:Long = Long.MIN_VALUE;
                for (x in r) if (x > m) m = x;
                hi = m;
            }
        }
        return lo + ".." + hi;
    }

    public static def main(args:Rail[String]) {
        val a:Long;
        val b:String;
        val c:Double;
        finish {
            async a = slowSquare(300);
            async b = "computed-" + slowSquare(12);
            c = 2.5;
        }
        Console.OUT.println(a);
        Console.OUT.println(b);
        Console.OUT.println(c);
        Console.OUT.println(minMax([4, -7, 19, 3, 0]));
        val flag:Boolean;
        finish async flag = a > 1000;
        Console.OUT.println(flag);
    }
}
