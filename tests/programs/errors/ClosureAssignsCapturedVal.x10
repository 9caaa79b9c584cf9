// expect-error: 6:13 val of the enclosing method assigned in a closure
public class ClosureAssignsCapturedVal {
    public static def main(args:Rail[String]) {
        val limit = 3;
        val reset = () => {
            limit = 0;
            return limit;
        };
        Console.OUT.println(reset());
    }
}
