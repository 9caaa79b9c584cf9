public class ValAndVarDeclarations {
    public static def main(args:Rail[String]) {
        val a = 10;
        val b:Long = 20;
        var c = 30;
        var d:Long = 40;
        var e:Long;
        e = 50;
        var f:Double;
        f = 0.5;
        c = c + 1;
        d -= 1;
        Console.OUT.println(a + " " + b + " " + c + " " + d + " " + e + " " + f);
        val s = "text";
        var t:String = s + "!";
        t = t + "?";
        Console.OUT.println(t);
        val x = 1, y = 2;
        var p:Long = 3, q:Long = 4;
        p += q;
        Console.OUT.println(x + y + p);
        var flag:Boolean;
        flag = a < b;
        Console.OUT.println(flag);
        val i:Int = 7n;
        var j = i * 2n;
        j++;
        Console.OUT.println(j);
    }
}
