// expect-error: 3:22 void as a parameter type: only a result can be void
public class VoidParameterType {
    static def log(v:void) {
        Console.OUT.println("logged");
    }

    public static def main(args:Rail[String]) {
        log(null);
    }
}
