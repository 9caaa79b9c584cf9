// A stack overflow in guest code is X10's StackOverflowError: in the main activity, in an async
// (collected by its finish), and after steals, while sibling activities run and complete.
public class StackOverflowCaught {
    static def down(n:Long):Long = down(n + 1) + 1;

    static def work(k:Long):Long {
        var s:Long = 0;
        for (i in 0..2000) s += (i * k) % 7;
        return s;
    }

    public static def main(args:Rail[String]) {
        try {
            down(0);
        } catch (e:StackOverflowError) {
            Console.OUT.println("main: " + (e instanceof Error));
        }
        val r = new Rail[Long](20);
        try {
            finish {
                for (i in 0..9) async r(i) = work(i);
                async down(0);
                for (i in 10..19) async r(i) = work(i);
            }
        } catch (e:MultipleExceptions) {
            for (x in e.exceptions()) Console.OUT.println("collected: " + (x instanceof StackOverflowError));
        }
        var s:Long = 0;
        for (x in r) s += x;
        Console.OUT.println("siblings: " + s);
        var caught:Long = 0;
        for (round in 1..4) {
            try {
                finish for (i in 1..3) async {
                    r(i) = work(i);
                    if (i == 2) down(0);
                }
            } catch (e:MultipleExceptions) {
                caught += e.exceptions().size;
            }
        }
        Console.OUT.println("rounds: " + caught);
    }
}
