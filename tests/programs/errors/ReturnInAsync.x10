// expect-error: 7:38 'return' may not appear inside an async body
public class ReturnInAsync {
    static def find(r:Rail[Long], key:Long):Long {
        finish {
            for (i in r.range) {
                async {
                    if (r(i) == key) return i;
                }
            }
        }
        return -1;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(find([4, 5, 6], 5));
    }
}
