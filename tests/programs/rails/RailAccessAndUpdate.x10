public class RailAccessAndUpdate {
    public static def main(args:Rail[String]) {
        val r = new Rail[Long](5, (i:Long) => i + 1);
        Console.OUT.println(r.size);
        Console.OUT.println(r(0) + " " + r(4));
        r(2) = 30;
        Console.OUT.println(r(2));
        r(2) += 5;
        Console.OUT.println(r(2));
        r(3) -= 10;
        r(4) *= 3;
        Console.OUT.println(r(3) + " " + r(4));
        val old = r(0)++;
        Console.OUT.println(old + " " + r(0));
        ++r(1);
        Console.OUT.println(r(1));
        r(1)--;
        Console.OUT.println(r(1));
        val idx = 1;
        r(idx + 1) = r(idx) * 100;
        Console.OUT.println(r(2));
        var total:Long = 0;
        for (i in r.range) total += r(i);
        Console.OUT.println(total);
        val range = r.range;
        Console.OUT.println(range.min + ".." + range.max);
        val counts = new Rail[Int](3);
        for (k in 0..9) counts(k % 3)++;
        Console.OUT.println(counts(0) + " " + counts(1) + " " + counts(2));
        val d = new Rail[Double](2);
        d(0) += 1.25;
        d(1) = d(0) * 2.0;
        Console.OUT.println(d(0) + " " + d(1));
        val s = new Rail[String](2, "x");
        s(1) += "y";
        Console.OUT.println(s(0) + s(1));
    }
}
