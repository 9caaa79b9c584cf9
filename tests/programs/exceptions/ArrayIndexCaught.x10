public class ArrayIndexCaught {
    public static def main(args:Rail[String]) {
        val r = new Rail[Long](3, 1);
        try {
            Console.OUT.println(r(3));
        } catch (e:ArrayIndexOutOfBoundsException) {
            Console.OUT.println("caught read past end");
        }
        try {
            r(-1) = 5;
        } catch (e:ArrayIndexOutOfBoundsException) {
            Console.OUT.println("caught negative write");
        }
        var sum:Long = 0;
        try {
            for (i in 0..10) sum += r(i);
        } catch (e:ArrayIndexOutOfBoundsException) {
            Console.OUT.println("stopped with sum " + sum);
        }
        val empty = new Rail[String](0);
        try {
            Console.OUT.println(empty(0));
        } catch (e:Exception) {
            Console.OUT.println("caught as Exception");
        }
        Console.OUT.println("rail intact " + r(0) + r(1) + r(2));
    }
}
