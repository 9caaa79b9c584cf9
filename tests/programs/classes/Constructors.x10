public class Constructors {
    public static def main(args:Rail[String]) {
        val a = new Rect();
        val b = new Rect(5);
        val c = new Rect(3, 4);
        Console.OUT.println(a.describe());
        Console.OUT.println(b.describe());
        Console.OUT.println(c.describe());
        val t = new Temperature(100.0);
        Console.OUT.println(t.celsius + " C = " + t.fahrenheit + " F");
        Console.OUT.println(Rect.created());
    }
}

class Rect {
    val w:Long;
    val h:Long;
    val area:Long;

    def this() {
        w = 1;
        h = 1;
        area = 1;
    }

    def this(side:Long) {
        w = side;
        h = side;
        area = side * side;
    }

    def this(w:Long, h:Long) {
        this.w = w;
        this.h = h;
        this.area = w * h;
    }

    def describe():String = w + "x" + h + " area " + area;

    static def created():String = "three rects";
}

class Temperature {
    val celsius:Double;
    val fahrenheit:Double;

    def this(c:Double) {
        celsius = c;
        fahrenheit = c * 9.0 / 5.0 + 32.0;
    }
}
