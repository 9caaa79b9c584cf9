public class BreakContinueReturn {
    static def firstMultipleOf(k:Long, limit:Long):Long {
        for (i in 1..limit) {
            if (i % k == 0) return i;
        }
        return -1;
    }

    static def findPair(target:Long):String {
        for (a in 1..9) {
            for (b in a..9) {
                if (a * b == target) return a + "*" + b;
            }
        }
        return "none";
    }

    static def countdown(n:Long) {
        var i:Long = n;
        while (true) {
            if (i == 0) {
                Console.OUT.println("liftoff");
                return;
            }
            Console.OUT.print(i + " ");
            i--;
        }
    }

    public static def main(args:Rail[String]) {
        for (i in 0..9) {
            if (i == 6) break;
            if (i % 2 == 1) continue;
            Console.OUT.print(i + " ");
        }
        Console.OUT.println();
        var i:Long = 0;
        var odds:Long = 0;
        while (i < 20) {
            i++;
            if (i % 2 == 0) continue;
            odds++;
            if (odds == 5) break;
        }
        Console.OUT.println("i " + i + " odds " + odds);
        // break only leaves the inner loop
        var pairs:Long = 0;
        for (a in 0..4) {
            for (b in 0..4) {
                if (b > a) break;
                pairs++;
            }
        }
        Console.OUT.println("pairs " + pairs);
        var d:Long = 0;
        do {
            d++;
            if (d < 3) continue;
            break;
        } while (true);
        Console.OUT.println("d " + d);
        for (var c:Long = 0; c < 10; c++) {
            if (c < 8) continue;
            Console.OUT.println("c " + c);
        }
        Console.OUT.println(firstMultipleOf(7, 100));
        Console.OUT.println(firstMultipleOf(200, 100));
        Console.OUT.println(findPair(42));
        Console.OUT.println(findPair(97));
        countdown(3);
    }
}
