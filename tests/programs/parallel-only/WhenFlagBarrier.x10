// The first activity waits for a flag that only a later sibling sets: this
// program has no serial elision and needs real parallelism.
public class WhenFlagBarrier {
    public static def main(args:Rail[String]) {
        var ready:Boolean = false;
        var value:Long = 0;
        finish {
            async {
                when (ready) {
                    value = value * 2;
                }
                Console.OUT.println("waiter woke up, value " + value);
            }
            async {
                Console.OUT.println("setter runs first");
                atomic {
                    value = 21;
                    ready = true;
                }
            }
        }
        Console.OUT.println("final value " + value);
    }
}
