// Copies and fills of Rails larger than one chunk of the runtime's bulk copy (65536 elements,
// with a safepoint poll after each chunk): every element type, sizes on and around the chunk
// boundaries, and the copy independent of its source.
public class RailBulkCopies {
    static val SIZES = [0, 1, 2, 3, 65535, 65536, 65537, 131073];

    public static def main(args:Rail[String]) {
        for (n in SIZES) {
            var ok:Boolean = true;
            val longs = new Rail[Long](n, 7);
            val longCopy = new Rail[Long](longs);
            val ints = new Rail[Int](n, 3n);
            val intCopy = new Rail[Int](ints);
            val doubles = new Rail[Double](n, 2.5);
            val doubleCopy = new Rail[Double](doubles);
            val floats = new Rail[Float](n, 1.5f);
            val floatCopy = new Rail[Float](floats);
            val flags = new Rail[Boolean](n, true);
            val flagCopy = new Rail[Boolean](flags);
            val chars = new Rail[Char](n, 'x');
            val charCopy = new Rail[Char](chars);
            val words = new Rail[String](n, "w");
            val wordCopy = new Rail[String](words);
            // a copy of distinct elements keeps their order
            val squares = new Rail[Long](n, (i:Long) => i * i);
            val squareCopy = new Rail[Long](squares);
            for (i in 0..(n - 1)) {
                ok = ok && longs(i) == 7 && longCopy(i) == 7 && ints(i) == 3n && intCopy(i) == 3n
                        && doubles(i) == 2.5 && doubleCopy(i) == 2.5 && floats(i) == 1.5f && floatCopy(i) == 1.5f
                        && flags(i) && flagCopy(i) && chars(i) == 'x' && charCopy(i) == 'x'
                        && words(i).equals("w") && wordCopy(i).equals("w") && squareCopy(i) == i * i;
            }
            if (n > 0) {
                squareCopy(n - 1) = -1;
                longCopy(0) = 0;
                ok = ok && squares(n - 1) == (n - 1) * (n - 1) && longs(0) == 7;
            }
            Console.OUT.println("size " + n + ": " + (ok ? "ok" : "WRONG") + ", sizes " + longCopy.size + " " + wordCopy.size);
        }
    }
}
