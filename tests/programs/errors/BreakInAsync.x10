// expect-error: 7:33 'break' may not escape an async body
public class BreakInAsync {
    public static def main(args:Rail[String]) {
        finish {
            for (i in 0..3) {
                async {
                    if (i == 2) break;
                    Console.OUT.println(i);
                }
            }
        }
    }
}
