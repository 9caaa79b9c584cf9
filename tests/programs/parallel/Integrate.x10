// Adaptive Simpson quadrature: each refinement integrates its two halves in parallel.
public class Integrate {
    val f:(Double)=>Double;

    def this(f:(Double)=>Double) {
        this.f = f;
    }

    static def simpson(a:Double, b:Double, fa:Double, fm:Double, fb:Double):Double =
        (b - a) / 6.0 * (fa + 4.0 * fm + fb);

    def area(a:Double, b:Double, eps:Double):Double {
        val m = (a + b) / 2.0;
        val fa = f(a);
        val fm = f(m);
        val fb = f(b);
        return refine(a, b, fa, fm, fb, simpson(a, b, fa, fm, fb), eps, 40);
    }

    private def refine(a:Double, b:Double, fa:Double, fm:Double, fb:Double,
                       whole:Double, eps:Double, depth:Long):Double {
        val m = (a + b) / 2.0;
        val lm = (a + m) / 2.0;
        val rm = (m + b) / 2.0;
        val flm = f(lm);
        val frm = f(rm);
        val left = simpson(a, m, fa, flm, fm);
        val right = simpson(m, b, fm, frm, fb);
        val delta = left + right - whole;
        if (depth <= 0 || Math.abs(delta) <= 15.0 * eps) {
            return left + right + delta / 15.0;
        }
        val leftArea:Double;
        val rightArea:Double;
        finish {
            async leftArea = refine(a, m, fa, flm, fm, left, eps / 2.0, depth - 1);
            rightArea = refine(m, b, fm, frm, fb, right, eps / 2.0, depth - 1);
        }
        return leftArea + rightArea;
    }

    static def check(name:String, got:Double, expected:Double) {
        Console.OUT.printf("%s = %.8f\n", name, got);
        Console.OUT.println(Math.abs(got - expected) < 1e-7 ? "  ok" : "  WRONG");
    }

    public static def main(args:Rail[String]) {
        val cube = new Integrate((x:Double) => x * x * x);
        check("int_0^2 x^3", cube.area(0.0, 2.0, 1e-10), 4.0);
        val sine = new Integrate((x:Double) => Math.sin(x));
        check("int_0^pi sin", sine.area(0.0, 3.141592653589793, 1e-10), 2.0);
        val recip = new Integrate((x:Double) => 1.0 / x);
        check("int_1^e 1/x", recip.area(1.0, Math.exp(1.0), 1e-10), 1.0);
        val bump = new Integrate((x:Double) => {
            val t = x - 0.5;
            return Math.exp(-100.0 * t * t);
        });
        check("int_0^1 bump", bump.area(0.0, 1.0, 1e-10), 0.17724538509027912);
    }
}
