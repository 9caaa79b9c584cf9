public class Literals {
    public static def main(args:Rail[String]) {
        val l:Long = 42;
        val i:Int = 5n;
        val d:Double = 2.5;
        val f:Float = 1.5f;
        val b:Boolean = true;
        val c:Char = 'x';
        val s:String = "hello";
        Console.OUT.println(l);
        Console.OUT.println(i);
        Console.OUT.println(d);
        Console.OUT.println(f);
        Console.OUT.println(b);
        Console.OUT.println(c);
        Console.OUT.println(s);
        Console.OUT.println(-7);
        Console.OUT.println(0xFF);
        Console.OUT.println(1e9);
        Console.OUT.println(1.0e-9);
        Console.OUT.println(100.0);
        Console.OUT.println(0.1f);
        Console.OUT.println(false);
        Console.OUT.println(9223372036854775807);
        Console.OUT.println(2147483647n);
        Console.OUT.println(-2.5e3);
        Console.OUT.println("tab[\t] quote[\"] backslash[\\]");
        Console.OUT.println('\'');
        Console.OUT.println("");
        Console.OUT.println("end");
    }
}
