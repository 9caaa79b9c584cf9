public class HereAndClocks {
    public static def main(args:Rail[String]) {
        Console.OUT.println(here);
        val p = here;
        Console.OUT.println(p == here);
        val t0 = System.nanoTime();
        val m0 = System.currentTimeMillis();
        var s:Long = 0;
        for (i in 1..100000) s += i;
        val t1 = System.nanoTime();
        val m1 = System.currentTimeMillis();
        Console.OUT.println(s);
        Console.OUT.println(t1 >= t0 ? "nanoTime monotonic" : "nanoTime went backwards");
        Console.OUT.println(m1 >= m0 && m0 > 0 ? "millis ok" : "millis bad");
    }
}
