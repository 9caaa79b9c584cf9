// Two activities take turns through a shared counter guarded by when.
public class WhenPingPong {
    public static def main(args:Rail[String]) {
        var turn:Long = 0;
        finish {
            async {
                for (i in 0..4) {
                    when (turn % 2 == 1) {}
                    Console.OUT.println("pong " + i);
                    atomic turn++;
                }
            }
            async {
                for (i in 0..4) {
                    when (turn % 2 == 0) {}
                    Console.OUT.println("ping " + i);
                    atomic turn++;
                }
            }
        }
        Console.OUT.println("turns " + turn);
    }
}
