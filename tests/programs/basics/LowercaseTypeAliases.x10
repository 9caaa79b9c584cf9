public class LowercaseTypeAliases {
    static def area(w:double, h:double):double = w * h;

    static def isBig(n:long):boolean = n > 1000;

    public static def main(args:Rail[String]) {
        val i:int = 2147483647n;
        val l:long = i;
        Console.OUT.println(i + 1n);
        Console.OUT.println(l + 1);
        Console.OUT.println(area(2.5, 4.0));
        Console.OUT.println(isBig(5000));
        val mixed:Long = 5;
        val alias:long = mixed;
        Console.OUT.println(alias);
        val rail = new Rail[int](3, 7n);
        Console.OUT.println(rail(0) + rail(1) + rail(2));
    }
}
