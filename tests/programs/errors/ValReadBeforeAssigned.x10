// expect-error: 8:29 val 'result' is read before it is definitely assigned
public class ValReadBeforeAssigned {
    public static def main(args:Rail[String]) {
        val result:Long;
        if (args.size > 0) {
            result = 1;
        }
        Console.OUT.println(result);
    }
}
