// expect-error: 7:9 when reached inside atomic through a call
public class WhenInsideAtomicThroughCall {
    static class Flag { var up:Boolean = true; }

    static def waitFor(f:Flag) {
        Console.OUT.println("waiting");
        when (f.up) { f.up = false; }
    }

    public static def main(args:Rail[String]) {
        val f = new Flag();
        try {
            atomic waitFor(f);
        } catch (e:IllegalOperationException) {
            Console.OUT.println("caught " + e.getMessage());
        }
        atomic waitFor(f);
    }
}
