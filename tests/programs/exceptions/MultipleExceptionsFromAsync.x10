public class MultipleExceptionsFromAsync {
    public static def main(args:Rail[String]) {
        try {
            finish {
                async {
                    throw new Exception("from async");
                }
                Console.OUT.println("parent continues after spawning");
            }
            Console.OUT.println("not reached");
        } catch (me:MultipleExceptions) {
            Console.OUT.println("caught MultipleExceptions with " + me.exceptions.size + " exception(s)");
            for (t in me.exceptions) Console.OUT.println("  " + t.getMessage());
        }

        val done = new Rail[Boolean](4);
        try {
            finish {
                for (i in 0..3) {
                    async {
                        done(i) = true;
                        if (i % 2 == 1) throw new Exception("odd " + i);
                    }
                }
            }
        } catch (me:MultipleExceptions) {
            Console.OUT.println("count " + me.exceptions.size);
            var sawOdd1:Boolean = false;
            var sawOdd3:Boolean = false;
            for (t in me.exceptions) {
                if (t.getMessage().equals("odd 1")) sawOdd1 = true;
                if (t.getMessage().equals("odd 3")) sawOdd3 = true;
            }
            Console.OUT.println("odd 1: " + sawOdd1 + ", odd 3: " + sawOdd3);
        }
        // every activity ran to completion before the finish rethrew
        Console.OUT.println(done(0) && done(1) && done(2) && done(3));

        try {
            finish {
                async {
                    val z = done.size - 4;
                    Console.OUT.println(10 / z);
                }
            }
        } catch (me:MultipleExceptions) {
            val inner = me.exceptions(0);
            Console.OUT.println("inner is ArithmeticException: " + (inner instanceof ArithmeticException));
        }
    }
}
