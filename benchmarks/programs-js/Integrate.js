// Integrate: the area under x^3 + x on [0, size] by recursive adaptive trapezoid
// quadrature (the right half first, as the Java peer evaluates it), no cut-off.
// Mirrors the sequential Java peer, peers/Integrate.java: the same double operations in the
// same order, so the same bits. Checksum: (long) (area * 1000), which exceeds 2^53 at the
// larger sizes, so Java's double-to-long conversion is done exactly with one BigInt at the end.
// run(size) returns the checksum as a decimal string.

const EPSILON = 1.0e-9;

function f(x) {
  return (x * x + 1.0) * x;
}

// Area of [l, r]; fl = f(l), fr = f(r), a = the caller's estimate for [l, r].
function recEval(l, r, fl, fr, a) {
  const h = (r - l) * 0.5;
  const c = l + h;
  const fc = f(c);
  const hh = h * 0.5;
  const al = (fl + fc) * hh;
  const ar = (fr + fc) * hh;
  const alr = al + ar;
  if (Math.abs(alr - a) <= EPSILON) {
    return alr;
  }
  const right = recEval(c, r, fc, fr, ar);
  const left = recEval(l, c, fl, fc, al);
  return left + right;
}

function run(size) {
  const hi = size;
  return doubleToLong(recEval(0.0, hi, f(0.0), f(hi), 0.0) * 1000.0).toString();
}
