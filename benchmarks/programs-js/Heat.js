// Heat: 200 explicit five-point-stencil steps on a size x (size / 4) mesh of doubles
// (column-major Float64Array: column x is cells x * ny ...), fixed boundary, one sweep over
// the interior columns per step.
// Mirrors the sequential Java peer, peers/Heat.java: the same double operations in the
// same order, so the same bits. Checksum: (long) (sum of the final mesh * 1e6), formed with
// BigInt at the end.
// run(size) returns the checksum as a decimal string.

const STEPS = 200;
const K = 0.2;

// New values of the interior cells of columns [lb, ub) of a, into b.
function stripe(a, b, ny, lb, ub) {
  for (let x = lb; x < ub; x++) {
    for (let y = 1; y < ny - 1; y++) {
      const k = x * ny + y;
      const u = a[k];
      b[k] = u + K * (a[k - ny] + a[k + ny] + a[k - 1] + a[k + 1] - 4.0 * u);
    }
  }
}

function run(size) {
  const nx = size;
  const ny = Math.max(size >> 2, 3);
  // the initial mesh: values in [0, 1) from the LCG seeded with 2024
  let from = new Float64Array(nx * ny);
  const lcg = new Lcg64(2024);
  for (let k = 0; k < from.length; k++) {
    from[k] = lcg.nextUnit();
  }
  let to = from.slice();
  for (let t = 0; t < STEPS; t++) {
    stripe(from, to, ny, 1, nx - 1);
    const tmp = from;
    from = to;
    to = tmp;
  }
  let sum = 0.0;
  for (let k = 0; k < from.length; k++) {
    sum += from[k];
  }
  return doubleToLong(sum * 1e6).toString();
}
