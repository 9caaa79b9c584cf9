// expect-error: 6:9 val 'mode' may already have been assigned
public class ValDeferredAssignedTwice {
    public static def main(args:Rail[String]) {
        val mode:String;
        if (args.size > 0) mode = "args";
        mode = "default";
        Console.OUT.println(mode);
    }
}
