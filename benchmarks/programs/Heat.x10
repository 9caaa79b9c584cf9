// Heat: explicit heat diffusion on a size x (size / 4) mesh for STEPS time steps (the
// seeds' Heat, after Cilk-5.4.6 heat.c: paper size 4096, i.e. a 4096 x 1024 mesh and 200
// steps). Each step computes mesh b from mesh a (then the roles swap) by the five-point
// stencil; the boundary keeps its initial temperature. A step splits the range of
// interior columns in two, one half in an async, down to stripes of at most LEAF
// columns: the seeds' granularity cut-off (leaf column size 10).
// Checksum: (sum of the final mesh * 1e6) as Long, summed sequentially at the end.
public class Heat {
    static val STEPS = 200;
    static val LEAF = 10;
    static val K = 0.2;   // diffusivity * dt / dx^2; below 1/4, so the scheme is stable

    val nx:Long;   // columns; column x is the ny cells from x * ny
    val ny:Long;

    def this(nx:Long, ny:Long) {
        this.nx = nx;
        this.ny = ny;
    }

    // new values of the interior cells of columns [lb, ub)
    def step(a:Rail[Double], b:Rail[Double], lb:Long, ub:Long):void {
        if (ub - lb > LEAF) {
            val mid = (lb + ub) / 2;
            finish {
                async step(a, b, lb, mid);
                step(a, b, mid, ub);
            }
        } else {
            for (x in lb..(ub - 1)) {
                for (y in 1..(ny - 2)) {
                    val k = x * ny + y;
                    val u = a(k);
                    b(k) = u + K * (a(k - ny) + a(k + ny) + a(k - 1) + a(k + 1) - 4.0 * u);
                }
            }
        }
    }

    public static def run(size:Long):Long {
        val nx = size;
        val ny = Math.max(size / 4, 3);
        val a = new Rail[Double](nx * ny);
        var seed:Long = 2024;
        for (k in 0..(nx * ny - 1)) {
            seed = seed * 6364136223846793005 + 1442695040888963407;
            a(k) = (seed >>> 11) as Double / 9007199254740992.0;   // in [0, 1)
        }
        val b = new Rail[Double](a);   // same boundary
        val heat = new Heat(nx, ny);
        var from:Rail[Double] = a;
        var to:Rail[Double] = b;
        for (t in 1..STEPS) {
            heat.step(from, to, 1, nx - 1);
            val tmp = from;
            from = to;
            to = tmp;
        }
        var sum:Double = 0.0;
        for (v in from) sum += v;
        return (sum * 1e6) as Long;
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 64;
        Console.OUT.println("Heat(" + size + ") = " + run(size));
    }
}
