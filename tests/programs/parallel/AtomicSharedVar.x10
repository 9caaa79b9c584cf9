public class AtomicSharedVar {
    public static def main(args:Rail[String]) {
        var sum:Long = 0;
        finish {
            for (i in 1..1000) {
                async {
                    atomic sum += i;
                }
            }
        }
        Console.OUT.println("sum " + sum);

        val data = new Rail[Long](200, (i:Long) => (i * 7919) % 1009);
        var maxSeen:Long = -1;
        var evens:Long = 0;
        finish for (x in data) async {
            atomic {
                if (x > maxSeen) maxSeen = x;
                if (x % 2 == 0) evens++;
            }
        }
        Console.OUT.println("max " + maxSeen + " evens " + evens);

        var product:Long = 1;
        finish {
            async atomic product *= 3;
            async atomic product *= 5;
            atomic product *= 7;
        }
        Console.OUT.println("product " + product);
    }
}
