public class QuickSort {
    static def partition(data:Rail[Int], left:Long, right:Long):Long {
        var i:Long = left;
        var j:Long = right;
        val pivot = data((left + right) / 2);
        while (i <= j) {
            while (data(i) < pivot) i++;
            while (data(j) > pivot) j--;
            if (i <= j) {
                val tmp = data(i);
                data(i) = data(j);
                data(j) = tmp;
                i++;
                j--;
            }
        }
        return i;
    }

    // The two halves are disjoint, so they can be sorted in parallel.
    static def qsort(data:Rail[Int], left:Long, right:Long):void {
        index:Long = partition(data, left, right);
        finish {
            if (left < index - 1) async qsort(data, left, index - 1);
            if (index < right) qsort(data, index, right);
        }
    }

    public static def main(args:Rail[String]) {
        val n = 2000;
        val data = new Rail[Int](n);
        var seed:Int = 42n;
        for (i in 0..(n - 1)) {
            seed = seed * 1103515245n + 12345n;
            data(i) = (seed >>> 8n) % 100000n;
        }
        var before:Long = 0;
        for (x in data) before += x;
        qsort(data, 0, n - 1);
        var sorted:Boolean = true;
        for (i in 1..(n - 1)) if (data(i - 1) > data(i)) sorted = false;
        var after:Long = 0;
        for (x in data) after += x;
        Console.OUT.println("sorted " + sorted);
        Console.OUT.println("checksum preserved " + (before == after) + " (" + after + ")");
        var head:String = "";
        for (i in 0..9) head += data(i) + " ";
        Console.OUT.println("smallest: " + head);
        var tail:String = "";
        for (i in (n - 5)..(n - 1)) tail += data(i) + " ";
        Console.OUT.println("largest: " + tail);
        val small:Rail[Int] = [5n, -3n, 9n, 0n, -3n, 7n];
        qsort(small, 0, small.size - 1);
        var s:String = "";
        for (x in small) s += x + " ";
        Console.OUT.println(s);
    }
}
