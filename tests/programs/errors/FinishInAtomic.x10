// expect-error: 7:13 'finish' is not allowed inside an atomic body
public class FinishInAtomic {
    public static def main(args:Rail[String]) {
        var count:Long = 0;
        atomic {
            count++;
            finish {
                count++;
            }
        }
        Console.OUT.println(count);
    }
}
