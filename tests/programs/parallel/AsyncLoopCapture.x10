public class AsyncLoopCapture {
    public static def main(args:Rail[String]) {
        val n = 50;
        val squares = new Rail[Long](n);
        finish for (i in 0..(n - 1)) async squares(i) = i * i;
        var sum:Long = 0;
        for (x in squares) sum += x;
        Console.OUT.println("sum of squares " + sum);

        // C-style loop: copy the loop variable into a val before capturing it
        val labels = new Rail[String](5);
        finish {
            for (var i:Long = 0; i < 5; i++) {
                val j = i;
                async labels(j) = "item" + j;
            }
        }
        var joined:String = "";
        for (l in labels) joined += l + ",";
        Console.OUT.println(joined);

        val words = ["red", "green", "blue"];
        val lengths = new Rail[Int](words.size);
        finish for (i in words.range) {
            val w = words(i);
            async lengths(i) = w.length();
        }
        Console.OUT.println(lengths(0) + " " + lengths(1) + " " + lengths(2));

        val grid = new Rail[Long](12);
        finish for (row in 0..2) for (col in 0..3) async grid(row * 4 + col) = row * 10 + col;
        var g:String = "";
        for (x in grid) g += x + " ";
        Console.OUT.println(g);
    }
}
