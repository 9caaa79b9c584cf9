public class Sieve {
    static def primesUpTo(n:Long):Rail[Boolean] {
        val isPrime = new Rail[Boolean](n + 1, true);
        isPrime(0) = false;
        isPrime(1) = false;
        for (var i:Long = 2; i * i <= n; i++) {
            if (isPrime(i)) {
                for (var j:Long = i * i; j <= n; j += i) isPrime(j) = false;
            }
        }
        return isPrime;
    }

    public static def main(args:Rail[String]) {
        val p = primesUpTo(100);
        var count:Long = 0;
        var list:String = "";
        for (i in p.range) {
            if (p(i)) {
                count++;
                if (i < 30) list += i + " ";
            }
        }
        Console.OUT.println(list);
        Console.OUT.println("count " + count);
        val big = primesUpTo(100000);
        var c2:Long = 0;
        for (b in big) if (b) c2++;
        Console.OUT.println("below 100000: " + c2);
    }
}
