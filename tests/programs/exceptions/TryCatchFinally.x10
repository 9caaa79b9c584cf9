public class TryCatchFinally {
    static def risky(n:Long):Long {
        if (n < 0) throw new Exception("negative: " + n);
        return n * 2;
    }

    public static def main(args:Rail[String]) {
        try {
            Console.OUT.println("start");
            throw new Exception("boom");
        } catch (e:Exception) {
            Console.OUT.println("caught " + e.getMessage());
        } finally {
            Console.OUT.println("finally 1");
        }
        try {
            Console.OUT.println(risky(4));
            Console.OUT.println(risky(-3));
            Console.OUT.println("not reached");
        } catch (e:Exception) {
            Console.OUT.println("caught " + e.getMessage());
        }
        try {
            Console.OUT.println("no exception");
        } finally {
            Console.OUT.println("finally 2");
        }
        try {
            Console.OUT.println(risky(1));
        } catch (e:Exception) {
            Console.OUT.println("not reached");
        } finally {
            Console.OUT.println("finally 3");
        }
        val e2 = new Exception("created, not thrown");
        Console.OUT.println(e2.getMessage());
        Console.OUT.println("end");
    }
}
