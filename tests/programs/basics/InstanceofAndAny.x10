public class InstanceofAndAny {
    static def describe(a:Any):String {
        if (a instanceof Long) return "Long " + ((a as Long) + 1);
        if (a instanceof String) return "String of length " + (a as String).length();
        if (a instanceof Double) return "Double " + ((a as Double) * 2.0);
        if (a instanceof Boolean) return "Boolean " + !(a as Boolean);
        if (a instanceof Parcel) return "Parcel holding " + (a as Parcel).v;
        return "something else";
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(describe(41));
        Console.OUT.println(describe("hello"));
        Console.OUT.println(describe(1.25));
        Console.OUT.println(describe(true));
        Console.OUT.println(describe(new Parcel(9)));
        Console.OUT.println(describe('c'));
        val a:Any = "str";
        Console.OUT.println(a);
        val b:Any = 17;
        Console.OUT.println(b);
        val nothing:Parcel = null;
        Console.OUT.println(nothing instanceof Parcel);
        val boxed:Any = new Parcel(3);
        Console.OUT.println(boxed instanceof Parcel);
        Console.OUT.println(boxed instanceof String);
    }
}

class Parcel {
    val v:Long;
    def this(v:Long) { this.v = v; }
}
