// expect-error: 12:27 uncaught x10.lang.Exception: "table entry 2 failed" from an async of a static initializer outside any finish
public class StaticInitEscapingAsync {
    static val table = build();
    static val ready = true;

    static def build():Rail[Long] {
        val t = new Rail[Long](3);
        finish for (i in 0..2) async t(i) = i * 10;
        Console.OUT.println("built " + t(0) + " " + t(1) + " " + t(2));
        // no finish in the initializer governs this async: the implicit finish around the initializer collects its exception
        async {
            if (t(2) > 0) throw new Exception("table entry 2 failed");
        }
        Console.OUT.println("after the async");
        return t;
    }

    public static def main(args:Rail[String]) {
        Console.OUT.println("main: " + ready);
    }
}
