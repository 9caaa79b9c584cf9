public class RailOfRails {
    static def matrix(n:Long, m:Long, f:(Long,Long)=>Long):Rail[Rail[Long]] =
        new Rail[Rail[Long]](n, (i:Long) => new Rail[Long](m, (j:Long) => f(i, j)));

    static def multiply(a:Rail[Rail[Long]], b:Rail[Rail[Long]]):Rail[Rail[Long]] {
        val n = a.size;
        val k = b.size;
        val m = b(0).size;
        val c = new Rail[Rail[Long]](n, (Long) => new Rail[Long](m));
        for (i in 0..(n - 1))
            for (j in 0..(m - 1))
                for (x in 0..(k - 1))
                    c(i)(j) += a(i)(x) * b(x)(j);
        return c;
    }

    static def print(mat:Rail[Rail[Long]]) {
        for (row in mat) {
            var line:String = "";
            for (v in row) line += v + " ";
            Console.OUT.println(line);
        }
    }

    public static def main(args:Rail[String]) {
        val a = matrix(2, 3, (i:Long, j:Long) => i + j);
        val b = matrix(3, 2, (i:Long, j:Long) => i * 2 + j + 1);
        print(a);
        print(b);
        print(multiply(a, b));
        val tri = new Rail[Rail[Long]](4, (i:Long) => new Rail[Long](i + 1, 1));
        for (i in 2..3)
            for (j in 1..(i - 1))
                tri(i)(j) = tri(i - 1)(j - 1) + tri(i - 1)(j);
        print(tri);
    }
}
