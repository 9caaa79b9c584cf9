public class NQueens {
    val n:Long;
    var solutions:Long = 0;

    def this(n:Long) {
        this.n = n;
    }

    class Board {
        // cols(r) is the column of the queen placed in row r
        val cols:Rail[Long];

        def this() {
            cols = new Rail[Long](0);
        }

        def this(prev:Rail[Long], c:Long) {
            cols = new Rail[Long](prev.size + 1, (i:Long) => i < prev.size ? prev(i) : c);
        }

        def safe(c:Long):Boolean {
            val row = cols.size;
            for (r in cols.range) {
                val q = cols(r);
                if (q == c || Math.abs(q - c) == row - r) return false;
            }
            return true;
        }

        def search():void {
            if (cols.size == n) {
                atomic NQueens.this.solutions++;
                return;
            }
            for (c in 0..(n - 1)) {
                if (safe(c)) async new Board(cols, c).search();
            }
        }
    }

    def count():Long {
        finish new Board().search();
        return solutions;
    }

    public static def main(args:Rail[String]) {
        for (size in 1..8) {
            Console.OUT.println(size + " queens: " + new NQueens(size).count() + " solutions");
        }
    }
}
