public class NestedBlocks {
    public static def main(args:Rail[String]) {
        val a = 1;
        {
            val b = a + 1;
            {
                val c = b + 1;
                Console.OUT.println("inner " + a + " " + b + " " + c);
            }
            {
                // a sibling block may reuse the name c
                val c = b * 10;
                Console.OUT.println("sibling " + c);
            }
        }
        var x:Long = 0;
        {
            x = 5;
            {
                x *= 2;
            }
        }
        Console.OUT.println("x " + x);
        for (i in 1..2) {
            val sq = i * i;
            {
                Console.OUT.println("sq " + sq);
            }
        }
        ;
        {}
        Console.OUT.println("end");
    }
}
