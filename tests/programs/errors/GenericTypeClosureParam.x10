// expect-error: 4:24 generic type List[Long] as a closure parameter type
public class GenericTypeClosureParam {
    public static def main(args:Rail[String]) {
        val count = (l:List[Long]) => 0;
        Console.OUT.println(count(null));
    }
}
