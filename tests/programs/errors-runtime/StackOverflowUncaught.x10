// expect-error: 7:9 stack overflow in guest recursion, raised at the nearest enclosing try
public class StackOverflowUncaught {
    static def down(n:Long):Long = down(n + 1) + 1;

    public static def main(args:Rail[String]) {
        Console.OUT.println("before");
        try {
            Console.OUT.println(down(0));
        } finally {
            Console.OUT.println("finally ran");
        }
    }
}
