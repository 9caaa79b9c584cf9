public class FieldsAndDefaults {
    static val LIMIT = 100;
    static val GREETING:String = "hi";
    static val SQUARES = computeSquares();

    static def computeSquares():Long {
        var s:Long = 0;
        for (i in 1..3) s += i * i;
        return s;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(LIMIT + " " + GREETING + " " + SQUARES);
        Console.OUT.println(FieldsAndDefaults.LIMIT * 2);
        val h = new Holder(7);
        Console.OUT.println(h.id);
        Console.OUT.println(h.tag);
        Console.OUT.println(h.count);
        Console.OUT.println(h.ratio);
        Console.OUT.println(h.ok);
        Console.OUT.println(h.name);
        Console.OUT.println(h.small);
        Console.OUT.println(h.next == null);
        h.count = 3;
        h.count += 4;
        h.ratio = 0.75;
        h.ok = true;
        h.name = "named";
        h.small = 12n;
        Console.OUT.println(h.count + " " + h.ratio + " " + h.ok + " " + h.name + " " + h.small);
        h.next = new Holder(8);
        h.next.count = 99;
        Console.OUT.println(h.next.id + " " + h.next.count);
    }
}

class Holder {
    val id:Long;
    tag:String = "fixed";      // a field with neither val nor var is a val
    var count:Long;
    var ratio:Double;
    var ok:Boolean;
    var name:String;
    var small:Int;
    var next:Holder;

    def this(id:Long) {
        this.id = id;
    }
}
