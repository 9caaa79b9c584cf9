// expect-error: 2:1 unsupported X10 construct: 'struct'
struct Complex2 {
    val re:Double;
    val im:Double;
    def this(re:Double, im:Double) { this.re = re; this.im = im; }
}

public class UnsupportedStruct {
    public static def main(args:Rail[String]) {
        val c = Complex2(1.0, 2.0);
        Console.OUT.println(c.re);
    }
}
