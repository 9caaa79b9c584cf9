public class AtomicCounterObject {
    public static def main(args:Rail[String]) {
        val c = new SafeCounter();
        finish {
            for (t in 1..8) {
                async {
                    for (k in 1..250) c.increment();
                }
            }
        }
        Console.OUT.println("count " + c.get());

        val h = new Histogram(10);
        finish for (i in 0..999) async h.add((i * 37) % 10);
        var line:String = "";
        for (b in h.buckets) line += b + " ";
        Console.OUT.println(line);
    }
}

class SafeCounter {
    private var n:Long = 0;

    def increment() {
        atomic n++;
    }

    def get():Long = n;
}

class Histogram {
    val buckets:Rail[Long];

    def this(size:Long) {
        buckets = new Rail[Long](size);
    }

    def add(v:Long) {
        atomic buckets(v) += 1;
    }
}
