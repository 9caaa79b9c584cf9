public class ParallelSumSplit {
    static def parallelSum(data:Rail[Long], chunks:Long):Long {
        val partial = new Rail[Long](chunks);
        val parts = data.range.split(chunks);
        finish {
            for (c in parts.range) {
                async {
                    var s:Long = 0;
                    for (i in parts(c)) s += data(i);
                    partial(c) = s;
                }
            }
        }
        var total:Long = 0;
        for (p in partial) total += p;
        return total;
    }

    public static def main(args:Rail[String]) {
        val data = new Rail[Long](10000, (i:Long) => (i * i) % 1000);
        var serial:Long = 0;
        for (x in data) serial += x;
        Console.OUT.println("serial " + serial);
        for (chunks in [1, 2, 3, 7, 16]) {
            Console.OUT.println(chunks + " chunks: " + parallelSum(data, chunks));
        }
        val words = new Rail[Long](0);
        Console.OUT.println("empty: " + parallelSum(words, 1));
    }
}
