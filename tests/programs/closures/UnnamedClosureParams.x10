public class UnnamedClosureParams {
    static def applyTo(f:(Long)=>Long, x:Long):Long = f(x);

    public static def main(args:Rail[String]) {
        val seven:(Long)=>Long = (Long) => 7;
        Console.OUT.println(seven(100));
        Console.OUT.println(applyTo((Long) => -1, 5));
        val ignoreBoth:(Long,String)=>String = (Long, String) => "ignored";
        Console.OUT.println(ignoreBoth(1, "a"));
        val ones = new Rail[Long](4, (Long) => 1);
        var s:Long = 0;
        for (x in ones) s += x;
        Console.OUT.println(s);
    }
}
