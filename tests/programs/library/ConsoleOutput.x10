public class ConsoleOutput {
    public static def main(args:Rail[String]) {
        Console.OUT.print("no newline, ");
        Console.OUT.print(42);
        Console.OUT.print(' ');
        Console.OUT.print(true);
        Console.OUT.println();
        Console.OUT.println(3.25);
        Console.ERR.println("this goes to stderr");
        Console.OUT.printf("plain format\n");
        Console.OUT.printf("%d items\n", 12);
        Console.OUT.printf("%s has %d chars\n", "hello", 5);
        Console.OUT.printf("%.3f\n", 1.0 / 3.0);
        Console.OUT.printf("[%5d] [%-5d] [%05d]\n", 42, 42, 42);
        Console.OUT.printf("[%8.2f] [%-8s]\n", 3.14159, "left");
        Console.OUT.printf("%x %X %o\n", 255, 255, 8);
        Console.OUT.printf("%b %s\n", true, false);
        Console.OUT.printf("%d%%\n", 50);
        Console.OUT.printf("%e\n", 12345.678);
        Console.OUT.printf("%d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6);
        Console.OUT.printf("int %d\n", 7n);
        Console.OUT.printf("%s\n", new Named("widget"));
        Console.ERR.print("more stderr\n");
        Console.OUT.println("done");
    }
}

class Named {
    val n:String;
    def this(n:String) { this.n = n; }
    public def toString():String = "Named<" + n + ">";
}
