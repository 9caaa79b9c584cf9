// expect-error: 7:33 uncaught x10.lang.ArrayIndexOutOfBoundsException: index 3 on a Rail of size 3
public class IndexOutOfBoundsUncaught {
    public static def main(args:Rail[String]) {
        val r = [10, 20, 30];
        var i:Long = 0;
        while (true) {
            Console.OUT.println(r(i));
            i++;
        }
    }
}
