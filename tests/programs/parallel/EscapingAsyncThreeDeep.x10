public class EscapingAsyncThreeDeep {
    static def level1(r:Rail[Long], i:Long) {
        level2(r, i);
    }

    static def level2(r:Rail[Long], i:Long) {
        level3(r, i);
        r(2 * i + 1) = -1;
    }

    static def level3(r:Rail[Long], i:Long) {
        async {
            var acc:Long = 0;
            for (k in 1..(i + 1)) acc += k;
            r(2 * i) = acc;
        }
    }

    public static def main(args:Rail[String]) {
        val r = new Rail[Long](16);
        finish {
            for (i in 0..7) level1(r, i);
        }
        var s:String = "";
        for (x in r) s += x + " ";
        Console.OUT.println(s);
        val obj = new Spawner();
        finish obj.start(5);
        Console.OUT.println("spawner result " + obj.result(0) + " " + obj.result(1));
    }
}

class Spawner {
    val result = new Rail[Long](2);

    def start(n:Long) {
        stage(n);
    }

    def stage(n:Long) {
        async result(0) = fact(n);
        async result(1) = fact(n + 1);
    }

    def fact(n:Long):Long = n <= 1 ? 1 : n * fact(n - 1);
}
