// A steal moves the victim's shared locals into cells by writing its frame. A loop compiled by
// on-stack replacement runs on that heap frame without being deoptimized by the steal (here the
// while loop of main's continuation, which a thief resumed in the slow clone), and compiled code
// may keep a slot's tag or value from before the steal's safepoint poll: the shared-local nodes
// in loops must look at the frame again, or the victim writes a's or x's value into its own slot
// while the thief's copy reads the cell.
public class SharedLocalsInCompiledLoop {
    static def work(n:Long):Long {
        var s:Long = 0;
        for (i in 1..n) s += i % 7;
        return s;
    }

    public static def main(args:Rail[String]) {
        var total:Long = 0;
        var round:Long = 0;
        finish {
            async Console.OUT.println("busy " + work(3000000));
            while (round < 20000) {
                val a:Long;
                var x:Long = round;
                val b:Long;
                finish {
                    async {
                        val t = work(200);
                        a = (round + t) % 13;
                        x = x + 1;
                    }
                    b = work(20);
                }
                total += a * 3 + b + x;
                round++;
            }
        }
        Console.OUT.println("total=" + total);
    }
}
