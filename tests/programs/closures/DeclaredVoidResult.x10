// Closures and function types with a void result written out.
public class DeclaredVoidResult {
    static def twice(action:(Long)=>void, x:Long) {
        action(x);
        action(x + 1);
    }

    public static def main(args:Rail[String]) {
        val show = (k:Long):void => { Console.OUT.println("k = " + k); };
        val hello = ():void => Console.OUT.println("hello");
        val log:(String)=>void = (s:String):void => { Console.OUT.println("[" + s + "]"); };
        twice(show, 4);
        hello();
        log("done");
    }
}
