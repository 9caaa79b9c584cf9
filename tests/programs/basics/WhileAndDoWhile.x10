public class WhileAndDoWhile {
    public static def main(args:Rail[String]) {
        var n:Long = 27;
        var steps:Long = 0;
        while (n != 1) {
            if (n % 2 == 0) n = n / 2; else n = 3 * n + 1;
            steps++;
        }
        Console.OUT.println("collatz steps " + steps);

        var k:Long = 100;
        do {
            k++;
        } while (k < 10);
        Console.OUT.println("do-while ran once: " + k);

        var digits:Long = 0;
        var v:Long = 9876543210;
        do {
            digits++;
            v /= 10;
        } while (v > 0);
        Console.OUT.println("digits " + digits);

        var w:Long = 0;
        while (w > 0) w = 1;
        Console.OUT.println("w " + w);
    }
}
