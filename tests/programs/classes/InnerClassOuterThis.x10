public class InnerClassOuterThis {
    val name:String;
    var hits:Long = 0;

    def this(n:String) { name = n; }

    class Visitor {
        val id:Long;
        def this(id:Long) { this.id = id; }
        def visit():String {
            InnerClassOuterThis.this.hits++;
            return "visitor " + id + " of " + InnerClassOuterThis.this.name;
        }
        def implicitOuter():String = name + "/" + hits;
    }

    def run() {
        val v1 = new Visitor(1);
        val v2 = new Visitor(2);
        Console.OUT.println(v1.visit());
        Console.OUT.println(v2.visit());
        Console.OUT.println(v1.visit());
        Console.OUT.println("hits " + hits);
        Console.OUT.println(v2.implicitOuter());
    }

    public static def main(args:Rail[String]) {
        new InnerClassOuterThis("museum").run();
        val other = new InnerClassOuterThis("gallery");
        other.run();
    }
}
