public class ForRangeWithoutIndex {
    public static def main(args:Rail[String]) {
        var hits:Long = 0;
        for (1..5) hits++;
        Console.OUT.println("hits " + hits);
        for (0..2) Console.OUT.println("hello");
        val n = 3;
        var product:Long = 1;
        for (1..n) product *= 2;
        Console.OUT.println("product " + product);
    }
}
