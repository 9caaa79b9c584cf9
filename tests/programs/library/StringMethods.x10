public class StringMethods {
    static def reverse(s:String):String {
        var r:String = "";
        for (var i:Int = s.length() - 1n; i >= 0n; i--) r += s.charAt(i);
        return r;
    }

    static def countChar(s:String, c:Char):Long {
        var n:Long = 0;
        for (i in 0n..(s.length() - 1n)) if (s.charAt(i) == c) n++;
        return n;
    }

    public static def main(args:Rail[String]) {
        val s = "Hello, World";
        Console.OUT.println(s.length());
        Console.OUT.println(s.charAt(0n));
        Console.OUT.println(s.charAt(7n));
        Console.OUT.println(s.substring(0n, 5n));
        Console.OUT.println(s.substring(7n));
        Console.OUT.println(s.substring(7n, s.length()));
        Console.OUT.println(s.equals("Hello, World"));
        Console.OUT.println(s.equals("hello, world"));
        Console.OUT.println(s.toString());
        Console.OUT.println(reverse("stressed"));
        Console.OUT.println(countChar("mississippi", 's'));
        Console.OUT.println("".length());
        val built = "ab" + "cd";
        Console.OUT.println(built.equals("abcd"));
        val c = s.charAt(4n);
        Console.OUT.println(c == 'o');
        Console.OUT.println('a' < 'b');
        Console.OUT.println((42).toString() + (2.5).toString());
        val p = new Pt2(1, 2);
        Console.OUT.println(p.toString().length());
        val palindrome = "racecar";
        Console.OUT.println(reverse(palindrome).equals(palindrome));
    }
}

class Pt2 {
    val x:Long;
    val y:Long;
    def this(x:Long, y:Long) { this.x = x; this.y = y; }
    public def toString():String = "<" + x + "," + y + ">";
}
