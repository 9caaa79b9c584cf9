public class Methods {
    public static def main(args:Rail[String]) {
        val c = new Counter("clicks");
        c.increment();
        c.increment();
        c.add(10);
        Console.OUT.println(c.name + " = " + c.get());
        c.reset();
        Console.OUT.println(c.name + " = " + c.get());
        Console.OUT.println(Counter.describe(c));
        Console.OUT.println(MathUtil.gcd(84, 36));
        Console.OUT.println(MathUtil.factorial(20));
        Console.OUT.println(MathUtil.isPrime(97) + " " + MathUtil.isPrime(91));
        Console.OUT.println(twice(21));
        new Methods().instanceHello();
    }

    static def twice(x:Long):Long {
        return 2 * x;
    }

    def instanceHello() {
        Console.OUT.println("hello from " + label());
    }

    def label():String = "an instance";
}

class Counter {
    val name:String;
    private var value:Long = 0;

    def this(name:String) {
        this.name = name;
    }

    def increment():void {
        value++;
    }

    def add(n:Long) {
        for (1..n) increment();
    }

    def get():Long = value;

    def reset() {
        value = 0;
    }

    static def describe(c:Counter):String {
        return "Counter(" + c.name + ")";
    }
}

class MathUtil {
    static def gcd(a:Long, b:Long):Long {
        if (b == 0) return a;
        return gcd(b, a % b);
    }

    static def factorial(n:Long):Long = n <= 1 ? 1 : n * factorial(n - 1);

    static def isPrime(n:Long):Boolean {
        if (n < 2) return false;
        for (var d:Long = 2; d * d <= n; d++) {
            if (n % d == 0) return false;
        }
        return true;
    }
}
