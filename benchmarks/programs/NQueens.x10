// N-Queens: count the placements of n queens on an n x n board, one async per
// safe square of the next row (the seeds' NQueens; no sequential cut-off).
public class NQueens {
    val n:Long;
    var solutions:Long = 0;

    def this(n:Long) {
        this.n = n;
    }

    // cols(r) is the column of the queen in row r, for the first `row` rows
    def search(cols:Rail[Long], row:Long):void {
        if (row == n) {
            atomic solutions++;
            return;
        }
        for (c in 0..(n - 1)) {
            if (safe(cols, row, c)) {
                val next = new Rail[Long](row + 1, (i:Long) => i < row ? cols(i) : c);
                async search(next, row + 1);
            }
        }
    }

    static def safe(cols:Rail[Long], row:Long, c:Long):Boolean {
        for (r in 0..(row - 1)) {
            val q = cols(r);
            if (q == c || Math.abs(q - c) == row - r) return false;
        }
        return true;
    }

    public static def count(n:Long):Long {
        val q = new NQueens(n);
        finish q.search(new Rail[Long](0), 0);
        return q.solutions;
    }

    public static def main(args:Rail[String]) {
        val n = args.size > 0 ? Long.parse(args(0)) : 8;
        Console.OUT.println(n + " queens: " + count(n) + " solutions");
    }
}
