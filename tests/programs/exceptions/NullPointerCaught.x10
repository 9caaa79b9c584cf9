public class NullPointerCaught {
    static def find(name:String):Widget {
        if (name.equals("known")) return new Widget(name);
        return null;
    }

    public static def main(args:Rail[String]) {
        val w = find("known");
        Console.OUT.println(w.describe());
        val missing = find("unknown");
        Console.OUT.println(missing == null);
        try {
            Console.OUT.println(missing.describe());
        } catch (e:NullPointerException) {
            Console.OUT.println("caught NPE on method call");
        }
        try {
            Console.OUT.println(missing.name);
        } catch (e:NullPointerException) {
            Console.OUT.println("caught NPE on field read");
        }
        val rails = new Rail[Rail[Long]](2);
        try {
            Console.OUT.println(rails(1)(0));
        } catch (e:NullPointerException) {
            Console.OUT.println("caught NPE on null rail");
        }
        var s:String = null;
        try {
            Console.OUT.println(s.length());
        } catch (e:Exception) {
            Console.OUT.println("caught as Exception");
        }
    }
}

class Widget {
    val name:String;
    def this(n:String) { name = n; }
    def describe():String = "widget " + name;
}
