// SOR: red-black (by rows) successive over-relaxation on a size x size mesh of doubles
// (row-major Float64Array), 100 iterations, omega 1.25, as in the Java Grande SOR: each
// iteration one phase over the odd interior rows and one over the even ones, each row left
// to right.
// Mirrors the sequential Java peer, peers/SOR.java: the same double operations in the same
// order, so the same bits. Checksum: (long) (sum of the final mesh * 1e6), formed with
// BigInt at the end.
// run(size) returns the checksum as a decimal string.

const ITERATIONS = 100;
const OMEGA = 1.25;
const OMEGA_OVER_FOUR = OMEGA * 0.25;
const ONE_MINUS_OMEGA = 1.0 - OMEGA;

// Over-relaxes interior row i, left to right; reads rows i - 1 and i + 1.
function row(g, n, i) {
  for (let j = 1; j < n - 1; j++) {
    const k = i * n + j;
    g[k] = OMEGA_OVER_FOUR * (g[k - n] + g[k + n] + g[k - 1] + g[k + 1])
        + ONE_MINUS_OMEGA * g[k];
  }
}

function run(size) {
  const n = size;
  // the initial mesh: values in [0, 1) from the LCG seeded with 31337
  const g = new Float64Array(n * n);
  const lcg = new Lcg64(31337);
  for (let k = 0; k < g.length; k++) {
    g[k] = lcg.nextUnit();
  }
  for (let phase = 0; phase < 2 * ITERATIONS; phase++) {
    for (let i = 1 + phase % 2; i < n - 1; i += 2) {
      row(g, n, i);
    }
  }
  let sum = 0.0;
  for (let k = 0; k < g.length; k++) {
    sum += g[k];
  }
  return doubleToLong(sum * 1e6).toString();
}
