// Jacobi: 100 steps of four-neighbour averaging on a size x size mesh of doubles (row-major
// Float64Array), each step relaxing mesh a into mesh b by halving the interior along its
// longer side down to blocks of at most 64 x 64 cells, both halves in order.
// Mirrors the sequential Java peer, peers/Jacobi.java: the same double operations in the
// same order, so the same bits. Checksum: (long) (sum of the final mesh * 1e6)
// + (long) (last largest change * 1e12), formed with BigInt at the end.
// run(size) returns the checksum as a decimal string.

const STEPS = 100;
const LEAF = 64 * 64;

// The initial mesh: values in [0, 1) from the LCG seeded with 12345.
function initialMesh(n) {
  const a = new Float64Array(n * n);
  const lcg = new Lcg64(12345);
  for (let k = 0; k < a.length; k++) {
    a[k] = lcg.nextUnit();
  }
  return a;
}

function checksum(mesh, lastDiff) {
  let sum = 0.0;
  for (let k = 0; k < mesh.length; k++) {
    sum += mesh[k];
  }
  return BigInt.asIntN(64, doubleToLong(sum * 1e6) + doubleToLong(lastDiff * 1e12));
}

// Relaxes rows [lr, hr) x columns [lc, hc) of a into b; the largest |b - a| there.
function relaxLeaf(a, b, n, lr, hr, lc, hc) {
  let md = 0.0;
  for (let i = lr; i < hr; i++) {
    for (let j = lc; j < hc; j++) {
      const k = i * n + j;
      const v = 0.25 * (a[k - n] + a[k + n] + a[k - 1] + a[k + 1]);
      b[k] = v;
      md = Math.max(md, Math.abs(v - a[k]));
    }
  }
  return md;
}

function relax(a, b, n, lr, hr, lc, hc) {
  const rows = hr - lr;
  const cols = hc - lc;
  if (rows * cols <= LEAF) {
    return relaxLeaf(a, b, n, lr, hr, lc, hc);
  }
  if (rows >= cols) {
    const mr = lr + (rows >> 1);
    return Math.max(relax(a, b, n, lr, mr, lc, hc), relax(a, b, n, mr, hr, lc, hc));
  }
  const mc = lc + (cols >> 1);
  return Math.max(relax(a, b, n, lr, hr, lc, mc), relax(a, b, n, lr, hr, mc, hc));
}

function run(size) {
  const n = size;
  let from = initialMesh(n);
  let to = from.slice();
  let diff = 0.0;
  for (let step = 0; step < STEPS; step++) {
    diff = relax(from, to, n, 1, n - 1, 1, n - 1);
    const t = from;
    from = to;
    to = t;
  }
  return checksum(from, diff).toString();
}
