// expect-error: 8:37 'continue' may not escape an async body
public class ContinueInAsync {
    public static def main(args:Rail[String]) {
        val r = new Rail[Long](4);
        finish {
            for (i in 0..3) {
                async {
                    if (i % 2 == 0) continue;
                    r(i) = i;
                }
            }
        }
        Console.OUT.println(r(1));
    }
}
