// A bounded buffer (4 slots) shared by 40 producers and 40 consumers, each
// moving 25 items: every producer and consumer waits in 'when' for room or
// for an item, far more waiters than workers.
public class WhenBoundedBuffer {
    static class Buffer {
        val slots = new Rail[Long](4);
        var count:Long = 0;
        var head:Long = 0;
        def put(x:Long) {
            when (count < slots.size) {
                slots((head + count) % slots.size) = x;
                count++;
            }
        }
        def take():Long {
            var x:Long = 0;
            when (count > 0) {
                x = slots(head);
                head = (head + 1) % slots.size;
                count--;
            }
            return x;
        }
    }

    public static def main(args:Rail[String]) {
        val b = new Buffer();
        val sums = new Rail[Long](40);
        finish {
            for (p in 0..39) async {
                for (k in 1..25) b.put(p * 100 + k);
            }
            for (c in 0..39) async {
                var s:Long = 0;
                for (k in 1..25) s += b.take();
                sums(c) = s;
            }
        }
        var total:Long = 0;
        for (s in sums) total += s;
        Console.OUT.println("items " + (40 * 25) + " total " + total);
        Console.OUT.println("left " + b.count);
    }
}
