public class CaptureValsAndThis {
    var scale:Long = 2;
    val name:String;

    def this(n:String) { name = n; }

    def scaler():(Long)=>Long = (x:Long) => x * this.scale;

    def labeler():(String)=>String = (s:String) => name + ":" + s;

    def counterFrom(start:Long):()=>Long {
        val cell = new Rail[Long](1, start);
        return () => {
            cell(0) += scale;
            return cell(0);
        };
    }

    public static def main(args:Rail[String]) {
        val offset = 100;
        val text = "captured";
        val f = (x:Long) => x + offset;
        val g = () => text + "!";
        Console.OUT.println(f(1) + " " + g());
        val o = new CaptureValsAndThis("obj");
        val s = o.scaler();
        Console.OUT.println(s(10));
        // the closure captured this, so it sees later updates of the var field
        o.scale = 5;
        Console.OUT.println(s(10));
        Console.OUT.println(o.labeler()("x"));
        val c = o.counterFrom(0);
        Console.OUT.println(c() + " " + c() + " " + c());
        val closures = new Rail[()=>Long](3, (i:Long) => () => i * 11);
        Console.OUT.println(closures(0)() + " " + closures(1)() + " " + closures(2)());
        for (i in 1..3) {
            val sq = i * i;
            val h = () => "sq(" + i + ")=" + sq;
            Console.OUT.println(h());
        }
    }
}
