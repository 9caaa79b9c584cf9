// expect-error: 4:9 unsupported X10 construct: 'clocked' (clocks)
public class UnsupportedClocked {
    public static def main(args:Rail[String]) {
        clocked finish {
            clocked async {
                Console.OUT.println("phase 1");
                Clock.advanceAll();
                Console.OUT.println("phase 2");
            }
        }
    }
}
