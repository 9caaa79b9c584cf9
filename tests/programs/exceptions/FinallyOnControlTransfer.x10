public class FinallyOnControlTransfer {
    static def early(x:Long):Long {
        try {
            if (x > 0) return x;
            return -x;
        } finally {
            Console.OUT.println("finally in early(" + x + ")");
        }
    }

    static def nested():String {
        try {
            try {
                throw new Exception("inner");
            } finally {
                Console.OUT.println("inner finally");
            }
        } catch (e:Exception) {
            Console.OUT.println("outer caught " + e.getMessage());
            return "from catch";
        } finally {
            Console.OUT.println("outer finally");
        }
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println(early(5));
        Console.OUT.println(early(-6));
        for (i in 0..5) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                Console.OUT.println("body " + i);
            } finally {
                Console.OUT.println("finally " + i);
            }
        }
        Console.OUT.println(nested());
    }
}
