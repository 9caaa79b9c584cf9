// expect-error: 6:29 val 'x' is read before it is definitely assigned (its async is not inside a finish)
public class ValReadAfterAsyncWithoutFinish {
    public static def main(args:Rail[String]) {
        val x:Long;
        async x = 5;
        Console.OUT.println(x);
    }
}
