// A one-slot buffer: the producer waits until the slot is empty, the consumer
// waits until it is full.
public class WhenProducerConsumer {
    public static def main(args:Rail[String]) {
        var full:Boolean = false;
        var slot:Long = 0;
        val received = new Rail[Long](10);
        finish {
            async {
                for (k in 0..9) {
                    when (full) {
                        received(k) = slot;
                        full = false;
                    }
                }
            }
            async {
                for (i in 1..10) {
                    when (!full) {
                        slot = i * i;
                        full = true;
                    }
                }
            }
        }
        var s:String = "";
        var total:Long = 0;
        for (r in received) {
            s += r + " ";
            total += r;
        }
        Console.OUT.println(s);
        Console.OUT.println("total " + total);
    }
}
