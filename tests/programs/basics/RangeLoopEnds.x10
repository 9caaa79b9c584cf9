// Range loops at and near the ends of Long and Int iterate exactly their elements: no counter
// or limit runs past the largest or below the smallest value of its type.
public class RangeLoopEnds {
    static def count(r:LongRange):Long {
        var n:Long = 0;
        for (i in r) n++;
        return n;
    }

    static def show(label:String, r:LongRange) {
        Console.OUT.print(label + ":");
        for (i in r) {
            Console.OUT.print(" " + i);
        }
        Console.OUT.println();
    }

    static def showInt(label:String, r:IntRange) {
        Console.OUT.print(label + ":");
        for (i in r) Console.OUT.print(" " + i);
        Console.OUT.println();
    }

    public static def main(args:Rail[String]) {
        val max = Long.MAX_VALUE;
        val min = Long.MIN_VALUE;
        show("top four", (max - 3)..max);
        show("bottom four", min..(min + 3));
        show("max alone", max..max);
        show("min alone", min..min);
        show("empty at max", max..(max - 1));
        show("empty at min", (min + 1)..min);
        show("empty max..min", max..min);
        Console.OUT.println("counts " + count((max - 9)..max) + " " + count(min..(min + 9)) + " " + count(max..min));

        val imax = Int.MAX_VALUE;
        val imin = Int.MIN_VALUE;
        showInt("int top three", (imax - 2n)..imax);
        showInt("int bottom three", imin..(imin + 2n));
        showInt("int max alone", imax..imax);
        showInt("int min alone", imin..imin);
        showInt("int empty", imax..imin);

        // the full width of Long and Int, left by break
        var seen:Long = 0;
        var last:Long = 0;
        for (i in min..max) {
            if (seen == 5) break;
            seen++;
            last = i;
        }
        Console.OUT.println("full width: " + seen + " iterations, last " + last);
        var iseen:Int = 0n;
        for (i in imin..imax) {
            if (iseen == 3n) break;
            iseen++;
        }
        Console.OUT.println("int full width: " + iseen + " iterations");

        // break and continue on the last element
        var atMax:Long = 0;
        for (i in (max - 2)..max) {
            if (i == max) {
                atMax++;
                continue;
            }
            atMax += 10;
        }
        Console.OUT.println("continue at max " + atMax);
        var broke:Long = 0;
        for (i in (max - 2)..max) {
            broke++;
            if (i == max) break;
        }
        Console.OUT.println("break at max " + broke);

        // nested loops at the ends, the inner one started afresh each time
        var pairs:Long = 0;
        for (i in (max - 1)..max) for (j in min..(min + 2)) pairs += (j - min) + 1;
        Console.OUT.println("nested " + pairs);

        // the loop variable is a fresh val per iteration: closures capture each value
        val fs = new Rail[() => Long](3);
        for (i in (max - 2)..max) fs(i - (max - 2)) = () => i;
        Console.OUT.println("captured " + (fs(2)() == max) + " " + (fs(0)() == max - 2));

        // split at the ends, and of the full width
        for (p in ((max - 4)..max).split(2)) Console.OUT.print(p.min - max + ".." + (p.max - max) + " ");
        Console.OUT.println();
        for (p in ((max - 1)..max).split(3)) Console.OUT.print(count(p) + " ");
        Console.OUT.println();
        val halves = (min..max).split(2);
        Console.OUT.println("full width halves " + halves(0) + " " + halves(1));
        val quarters = (min..max).split(4);
        Console.OUT.println("quarters start " + quarters(1).min + " " + quarters(2).min + " " + quarters(3).min + " end " + quarters(3).max);
        for (p in ((imax - 2n)..imax).split(4n)) Console.OUT.print(p + " ");
        Console.OUT.println();
    }
}
