public class NestedFinish {
    public static def main(args:Rail[String]) {
        val rowSums = new Rail[Long](4);
        finish {
            for (i in 0..3) {
                async {
                    val row = new Rail[Long](5);
                    finish {
                        for (j in 0..4) async row(j) = i * 10 + j;
                    }
                    // the inner finish guarantees the row is complete here
                    var s:Long = 0;
                    for (x in row) s += x;
                    rowSums(i) = s;
                }
            }
        }
        for (s in rowSums) Console.OUT.print(s + " ");
        Console.OUT.println();

        val stages = new Rail[Long](3);
        finish {
            async stages(0) = 1;
            finish {
                async stages(1) = 2;
                finish {
                    async stages(2) = 3;
                }
                Console.OUT.println("innermost done: " + stages(2));
            }
            Console.OUT.println("middle done: " + stages(1) + stages(2));
        }
        Console.OUT.println("all done: " + stages(0) + stages(1) + stages(2));
    }
}
