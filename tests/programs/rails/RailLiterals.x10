public class RailLiterals {
    static def sum(r:Rail[Long]):Long {
        var s:Long = 0;
        for (x in r) s += x;
        return s;
    }

    public static def main(args:Rail[String]) {
        val longs = [1, 2, 3, 4];
        Console.OUT.println(longs.size + " " + sum(longs));
        Console.OUT.println(sum([10, 20, 30]));
        val ints = [1n, 2n, 3n];
        var isum:Int = 0n;
        for (i in ints) isum += i;
        Console.OUT.println(isum);
        val doubles = [0.5, 1.5, 2.5];
        Console.OUT.println(doubles(0) + doubles(2));
        val strings = ["to", "be", "or", "not"];
        var joined:String = "";
        for (s in strings) joined += s;
        Console.OUT.println(joined + " " + strings.size);
        val bools = [true, false, true];
        Console.OUT.println(bools(1) || bools(2));
        val chars = ['a', 'b'];
        Console.OUT.println("" + chars(0) + chars(1));
        val typed:Rail[Long] = [7, 8];
        typed(0) = 70;
        Console.OUT.println(typed(0) + typed(1));
        val nested = [[1, 2], [3, 4, 5]];
        Console.OUT.println(nested.size + " " + nested(1).size + " " + nested(1)(2));
    }
}
