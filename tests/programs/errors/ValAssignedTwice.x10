// expect-error: 6:9 val 'limit' may not be assigned twice
public class ValAssignedTwice {
    public static def main(args:Rail[String]) {
        val limit = 10;
        Console.OUT.println(limit);
        limit = 20;
        Console.OUT.println(limit);
    }
}
