public class DeepRecursionAsync {
    // a chain of 1000 nested activities, each spawning the next before doing its own work
    static def chain(depth:Long, out:Rail[Long]):void {
        if (depth == 0) return;
        async chain(depth - 1, out);
        out(depth) = depth * 2;
    }

    // a full binary tree of activities; each node returns its subtree size
    static def treeSize(depth:Long):Long {
        if (depth == 0) return 1;
        val left:Long;
        val right:Long;
        finish {
            async left = treeSize(depth - 1);
            async right = treeSize(depth - 1);
        }
        return left + right + 1;
    }

    // mutual recursion across two functions, with asyncs at every level
    static def ping(n:Long, hits:Rail[Long]):void {
        if (n <= 0) return;
        async pong(n - 1, hits);
        hits(n) = 1;
    }

    static def pong(n:Long, hits:Rail[Long]):void {
        if (n <= 0) return;
        async ping(n - 1, hits);
        hits(n) = 2;
    }

    public static def main(args:Rail[String]) {
        val out = new Rail[Long](1001);
        finish chain(1000, out);
        var sum:Long = 0;
        for (x in out) sum += x;
        Console.OUT.println("chain sum " + sum);
        Console.OUT.println("tree size " + treeSize(12));
        val hits = new Rail[Long](501);
        finish ping(500, hits);
        var ones:Long = 0;
        var twos:Long = 0;
        for (h in hits) {
            if (h == 1) ones++;
            if (h == 2) twos++;
        }
        Console.OUT.println("ping " + ones + " pong " + twos);
    }
}
