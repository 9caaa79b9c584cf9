public class EscapingAsync {
    // spawns an activity that outlives this call; the caller's finish waits for it
    static def spawnSquare(r:Rail[Long], i:Long) {
        async r(i) = i * i;
    }

    static def spawnAll(r:Rail[Long]) {
        for (i in r.range) spawnSquare(r, i);
    }

    public static def main(args:Rail[String]) {
        val r = new Rail[Long](10);
        finish {
            for (i in 0..9) spawnSquare(r, i);
        }
        var s:String = "";
        for (x in r) s += x + " ";
        Console.OUT.println(s);

        val q = new Rail[Long](6);
        finish spawnAll(q);
        var total:Long = 0;
        for (x in q) total += x;
        Console.OUT.println("total " + total);
    }
}
