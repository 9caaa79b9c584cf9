// expect-error: 6:22 generic library type x10.util.List[Long] as a parameter type
import x10.util.ArrayList;

public class GenericTypeParameter {
    // generic library types (Tier 2) are not supported; only Rail[T] takes a type argument
    static def sum(a:x10.util.List[Long]):Long {
        var s:Long = 0;
        for (x in a) s += x;
        return s;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(sum(null));
    }
}
