public class MainImplicitFinish {
    static def report(r:Rail[Long]) {
        var s:Long = 0;
        for (x in r) s += x;
        Console.OUT.println("sum seen by the last activity: " + s);
    }

    public static def main(args:Rail[String]) {
        val r = new Rail[Long](3);
        finish {
            async r(0) = 1;
            async r(1) = 2;
            async r(2) = 3;
        }
        // no finish here: main's implicit finish waits for this activity
        async report(r);
    }
}
