// expect-error: 6:23 local var 'i' is used inside an async with no finish between its declaration and the async
public class VarCapturedByAsyncInLoop {
    public static def main(args:Rail[String]) {
        val out = new Rail[Long](3);
        for (var i:Long = 0; i < 3; i++) {
            async out(i) = 1;
        }
        Console.OUT.println(out(0));
    }
}
