// Quicksort: sort size pseudo-random Longs in place (the seeds' Quicksort; paper size
// 100 million). Hoare partition around the middle element, then the two disjoint parts
// are sorted in parallel, one in an async; no sequential cut-off (the seeds' version has
// none). Checksum: a polynomial hash of the sorted array (-1 if it is not sorted), which
// does not depend on how the sort went.
public class Quicksort {
    static def partition(data:Rail[Long], left:Long, right:Long):Long {
        var i:Long = left;
        var j:Long = right;
        val pivot = data((left + right) / 2);
        while (i <= j) {
            while (data(i) < pivot) i++;
            while (data(j) > pivot) j--;
            if (i <= j) {
                val t = data(i);
                data(i) = data(j);
                data(j) = t;
                i++;
                j--;
            }
        }
        return i;
    }

    static def qsort(data:Rail[Long], left:Long, right:Long):void {
        val index = partition(data, left, right);
        finish {
            if (left < index - 1) async qsort(data, left, index - 1);
            if (index < right) qsort(data, index, right);
        }
    }

    public static def run(size:Long):Long {
        val data = new Rail[Long](size);
        var seed:Long = 777;
        for (i in 0..(size - 1)) {
            seed = seed * 6364136223846793005 + 1442695040888963407;
            data(i) = seed >>> 24;   // 40-bit values, some repeated for large sizes
        }
        if (size > 1) qsort(data, 0, size - 1);
        var hash:Long = 0;
        for (i in 0..(size - 1)) {
            if (i > 0 && data(i - 1) > data(i)) return -1;
            hash = hash * 31 + data(i);
        }
        return hash;
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 1000;
        Console.OUT.println("Quicksort(" + size + ") = " + run(size));
    }
}
