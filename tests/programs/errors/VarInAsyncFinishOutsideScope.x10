// expect-error: 7:17 local var 'total' is used inside an async with no finish between its declaration and the async
public class VarInAsyncFinishOutsideScope {
    public static def main(args:Rail[String]) {
        finish {
            var total:Long = 0;
            async {
                total += 1;
            }
            Console.OUT.println(total);
        }
    }
}
