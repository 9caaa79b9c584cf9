// Long sums, differences and products that compute a Rail index first speculate that their
// operands and result fit in an Int (IndexArithmeticNode); such indices, written in place and
// through vals, reach the same elements before and after one of them leaves that range, operand
// or intermediate result, in the middle of a loop; an index beyond Int's range is out of bounds,
// never truncated. Elsewhere Long arithmetic is plain, and wraps at 64 bits.
public class LongLeavesIntRange {
    static def add(a:Long, b:Long) = a + b;
    static def sub(a:Long, b:Long) = a - b;
    static def mul(a:Long, b:Long) = a * b;

    public static def main(args:Rail[String]) {
        var s:Long = 0;
        for (i in 0..2999) {
            s += add(i, i) + sub(i, 7) + mul(i, 3);
        }
        Console.OUT.println(s);
        Console.OUT.println(add(2147483647, 1));
        Console.OUT.println(sub(-2147483648, 1));
        Console.OUT.println(mul(65536, 65536));
        Console.OUT.println(mul(-2147483648, -1));
        Console.OUT.println(add(4294967296, -1));
        Console.OUT.println(sub(5, -4294967296));
        Console.OUT.println(mul(3, 3000000000));
        Console.OUT.println(add(Long.MAX_VALUE, 1));
        Console.OUT.println(mul(Long.MIN_VALUE, -1));
        // back in Int's range: the same nodes, now 64-bit for good
        Console.OUT.println(add(1, 2) + sub(1, 2) + mul(2, 3));
        // a product that grows out of Int's range in the middle of a loop, and an index that
        // is computed by a node that has left the speculation
        var p:Long = 1;
        val r = new Rail[Long](10);
        for (k in 1..40) {
            p = p * 3;
            if (k % 10 == 0) Console.OUT.println(p);
        }
        var big:Long = 4294967296;
        for (k in 0..9) {
            r(big * k - 4294967296 * k + k) = k * k;
        }
        Console.OUT.println(r(9) + r(1));
        var m:Long = 1;
        for (k in 1..70) m = m * 2 - 1 + 1;
        Console.OUT.println(m);
        indices();
    }

    static def indices() {
        val sq = new Rail[Long](10, (i:Long) => i * i);
        var s:Long = 0;
        for (k in 0..9) {
            // a product leaves Int's range at k = 4, the sum of four at k = 1
            val big = 536870912 * k;
            s += sq(big + big + big + big - 2147483648 * k + k);
            // a difference leaves it at once, a product at k = 1
            s += sq(k - 2000000000 - 2000000000 + 4000000000);
            sq(k * 65536 * 65536 - k * 4294967296 + k) += 1;
            // wraps at 64 bits on the way to an index in range
            s += sq(Long.MAX_VALUE + 1 - Long.MIN_VALUE + k);
        }
        Console.OUT.println(s + " " + sq(9));
        val far = 65536 * 65536;
        for (k in 0..3) {
            try {
                Console.OUT.println(sq(far + k));
            } catch (e:ArrayIndexOutOfBoundsException) {
                Console.OUT.println("index " + (far + k) + " is out of bounds");
            }
        }
        val r = new Rail[Long](4);
        try {
            r(far * 65536 + 1) = 5;
        } catch (e:ArrayIndexOutOfBoundsException) {
            Console.OUT.println("index " + (far * 65536 + 1) + " is out of bounds");
        }
    }
}
