public class AsyncHandlesOwnException {
    public static def main(args:Rail[String]) {
        val results = new Rail[String](3);
        finish {
            for (i in 0..2) {
                async {
                    try {
                        if (i == 1) throw new Exception("bad item " + i);
                        results(i) = "ok " + i;
                    } catch (e:Exception) {
                        results(i) = "recovered: " + e.getMessage();
                    }
                }
            }
        }
        for (r in results) Console.OUT.println(r);

        // an inner finish turns an async failure into MultipleExceptions that
        // the enclosing code catches before the outer finish ends
        val flags = new Rail[Long](2);
        finish {
            async {
                try {
                    finish {
                        async { throw new Exception("deep"); }
                    }
                } catch (me:MultipleExceptions) {
                    flags(0) = me.exceptions.size;
                }
            }
            async { flags(1) = 7; }
        }
        Console.OUT.println(flags(0) + " " + flags(1));
    }
}
