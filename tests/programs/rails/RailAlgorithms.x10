public class RailAlgorithms {
    static def show(r:Rail[Long]):String {
        var s:String = "";
        for (i in r.range) s += (i > 0 ? "," : "") + r(i);
        return "[" + s + "]";
    }

    static def bubbleSort(r:Rail[Long]) {
        val n = r.size;
        for (i in 0..(n - 2)) {
            for (j in 0..(n - 2 - i)) {
                if (r(j) > r(j + 1)) {
                    val t = r(j);
                    r(j) = r(j + 1);
                    r(j + 1) = t;
                }
            }
        }
    }

    static def reverse(r:Rail[Long]) {
        var lo:Long = 0;
        var hi:Long = r.size - 1;
        while (lo < hi) {
            val t = r(lo);
            r(lo) = r(hi);
            r(hi) = t;
            lo++;
            hi--;
        }
    }

    static def prefixSums(r:Rail[Long]):Rail[Long] {
        val out = new Rail[Long](r.size);
        var acc:Long = 0;
        for (i in r.range) {
            acc += r(i);
            out(i) = acc;
        }
        return out;
    }

    static def binarySearch(r:Rail[Long], key:Long):Long {
        var lo:Long = 0;
        var hi:Long = r.size - 1;
        while (lo <= hi) {
            val mid = (lo + hi) / 2;
            if (r(mid) == key) return mid;
            if (r(mid) < key) lo = mid + 1; else hi = mid - 1;
        }
        return -1;
    }

    public static def main(args:Rail[String]) {
        val data:Rail[Long] = [38, 27, 43, 3, 9, 82, 10, 3];
        bubbleSort(data);
        Console.OUT.println(show(data));
        Console.OUT.println(binarySearch(data, 43) + " " + binarySearch(data, 5));
        reverse(data);
        Console.OUT.println(show(data));
        Console.OUT.println(show(prefixSums(data)));
        val one = [1];
        reverse(one);
        Console.OUT.println(show(one));
    }
}
