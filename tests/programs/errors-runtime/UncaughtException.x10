// expect-error: 5:13 uncaught x10.lang.Exception: "inventory is empty" (thrown in take(), called from main)
public class UncaughtException {
    static def take(stock:Long):Long {
        if (stock <= 0) {
            throw new Exception("inventory is empty");
        }
        return stock - 1;
    }

    public static def main(args:Rail[String]) {
        var stock:Long = 2;
        while (true) {
            stock = take(stock);
            Console.OUT.println("took one, " + stock + " left");
        }
    }
}
