public class RailConstruction {
    static def show(label:String, r:Rail[Long]) {
        var s:String = label + ":";
        for (x in r) s += " " + x;
        Console.OUT.println(s);
    }

    public static def main(args:Rail[String]) {
        val zeros = new Rail[Long](4);
        show("zeros", zeros);
        val sevens = new Rail[Long](3, 7);
        show("sevens", sevens);
        val squares = new Rail[Long](6, (i:Long) => i * i);
        show("squares", squares);
        val copy = new Rail[Long](squares);
        copy(0) = 100;
        show("copy", copy);
        show("original", squares);
        val lit = [5, 6, 7];
        show("literal", lit);
        val empty = new Rail[Long](0);
        Console.OUT.println("empty size " + empty.size);
        val ints = new Rail[Int](3);
        Console.OUT.println("int default " + ints(0) + " " + ints(2));
        val ds = new Rail[Double](2);
        Console.OUT.println("double default " + ds(0));
        val bs = new Rail[Boolean](2);
        Console.OUT.println("boolean default " + bs(1));
        val ss = new Rail[String](2);
        Console.OUT.println("string default " + ss(0));
        val names = new Rail[String](3, (i:Long) => "n" + i);
        Console.OUT.println(names(0) + names(1) + names(2));
        val halves = new Rail[Double](4, (i:Long) => (i as Double) / 2.0);
        Console.OUT.println(halves(1) + " " + halves(3));
        val flags = new Rail[Boolean](5, (i:Long) => i % 2 == 0);
        Console.OUT.println(flags(0) + " " + flags(1) + " " + flags(4));
        val intsInit = new Rail[Int](3, 9n);
        Console.OUT.println(intsInit(0) + intsInit(1) + intsInit(2));
    }
}
