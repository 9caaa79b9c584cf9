// ForkJoin: SLAW's flat fork-join microbenchmark ("create 1024 dummy tasks and join
// them"), repeated size times: each round is one finish around WIDTH tiny asyncs, the
// i-th adding round + i into its own slot. The spawn tree is wide and shallow, so nearly
// every task another worker runs is a steal. No cut-off.
// Checksum: the sum of the slots, i.e. WIDTH * size * (size - 1) / 2 + size * WIDTH * (WIDTH - 1) / 2.
public class ForkJoin {
    static val WIDTH = 1024;

    public static def run(size:Long):Long {
        val slots = new Rail[Long](WIDTH);
        for (round in 0..(size - 1)) {
            finish for (i in 0..(WIDTH - 1)) {
                async slots(i) += round + i;
            }
        }
        var sum:Long = 0;
        for (v in slots) sum += v;
        return sum;
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 100;
        Console.OUT.println("ForkJoin(" + size + ") = " + run(size));
    }
}
