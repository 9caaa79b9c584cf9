public class CStyleFor {
    public static def main(args:Rail[String]) {
        for (var i:Long = 0; i < 5; i++) {
            Console.OUT.print(i + " ");
        }
        Console.OUT.println();
        for (var i:Long = 10; i > 0; i -= 3) Console.OUT.print(i + " ");
        Console.OUT.println();
        var total:Long = 0;
        for (var i:Long = 1, j:Long = 10; i <= j; i++, j--) {
            total += i * j;
        }
        Console.OUT.println("total " + total);
        var m:Long = 0;
        for (; m < 3; ) m++;
        Console.OUT.println("m " + m);
        var outer:Long = 0;
        for (var a:Int = 0n; a < 4n; a++)
            for (var b:Int = 0n; b < a; b++)
                outer++;
        Console.OUT.println("pairs " + outer);
    }
}
