// Deep recursive parallelism: every level spawns work that idle workers can
// steal, so continuations are stolen at many different depths. Each result is
// checked against a sequential or closed-form computation.
public class StealDeepRecursion {
    // parallel fib: one child is an async, the other runs in the parent
    static def fib(n:Long):Long {
        if (n < 2) return n;
        val a:Long;
        val b:Long;
        finish {
            async a = fib(n - 1);
            b = fib(n - 2);
        }
        return a + b;
    }

    // both children are asyncs; the parent only waits
    static def fib2(n:Long):Long {
        if (n < 2) return n;
        val a:Long;
        val b:Long;
        finish {
            async a = fib2(n - 2);
            async b = fib2(n - 1);
        }
        return a + b;
    }

    static def fibSeq(n:Long):Long {
        var x:Long = 0;
        var y:Long = 1;
        for (1..n) {
            val t = x + y;
            x = y;
            y = t;
        }
        return x;
    }

    // escaping asyncs: no finish inside the recursion; each leaf adds its
    // value under atomic, and only the caller's finish waits for all of them
    static def fibLeaves(n:Long, acc:Rail[Long]):void {
        if (n < 2) {
            atomic {
                acc(0) += n;
                acc(1) += 1;
            }
            return;
        }
        async fibLeaves(n - 1, acc);
        fibLeaves(n - 2, acc);
    }

    // sum of the heap labels of a complete binary tree of the given depth;
    // subtrees of depth < cutoff are summed sequentially
    static def treeSum(node:Long, depth:Long, cutoff:Long):Long {
        if (depth < cutoff) return treeSumSeq(node, depth);
        val l:Long;
        val r:Long;
        finish {
            async l = treeSum(2 * node, depth - 1, cutoff);
            async r = treeSum(2 * node + 1, depth - 1, cutoff);
        }
        return node + l + r;
    }

    static def treeSumSeq(node:Long, depth:Long):Long {
        if (depth == 0) return node;
        return node + treeSumSeq(2 * node, depth - 1) + treeSumSeq(2 * node + 1, depth - 1);
    }

    // deepest depth reached, computed with asyncs all the way down a
    // lopsided tree (left child one level shallower than the right)
    static def maxDepth(d:Long, limit:Long):Long {
        if (d >= limit) return d;
        val a:Long;
        val b:Long;
        finish {
            async a = maxDepth(d + 2, limit);
            async b = maxDepth(d + 1, limit);
        }
        return a > b ? a : b;
    }

    public static def main(args:Rail[String]) {
        val n = 17;
        val f = fib(n);
        Console.OUT.println("fib(" + n + ") = " + f + " " + (f == fibSeq(n) ? "ok" : "WRONG"));
        val g = fib2(15);
        Console.OUT.println("fib2(15) = " + g + " " + (g == fibSeq(15) ? "ok" : "WRONG"));

        val acc = new Rail[Long](2);
        finish fibLeaves(16, acc);
        Console.OUT.println("fibLeaves(16) sum " + acc(0) + " leaves " + acc(1) + " "
            + (acc(0) == fibSeq(16) && acc(1) == fibSeq(17) ? "ok" : "WRONG"));

        val depth = 18;
        val s = treeSum(1, depth, 9);
        val nodes = (1 << (depth + 1)) - 1;
        val closed = nodes * (nodes + 1) / 2;
        Console.OUT.println("treeSum depth " + depth + " = " + s + " " + (s == closed ? "ok" : "WRONG"));

        Console.OUT.println("maxDepth " + maxDepth(0, 18));
    }
}
