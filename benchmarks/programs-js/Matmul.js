// Matmul: C = A * B for size x size matrices of doubles (row-major Float64Arrays), by
// halving the longest side of the (i, j, k) space down to blocks with all sides at most 64,
// each multiplied by an i-k-j loop; every C(i,j) sums its products in increasing k.
// Mirrors the sequential Java peer, peers/Matmul.java: the same double operations in the
// same order, so the same bits. Checksum: (long) (sum of C * 1e6), formed with BigInt at
// the end.
// run(size) returns the checksum as a decimal string.

const THRESHOLD = 64;

function multiplyBlock(a, b, c, n, i0, i1, j0, j1, k0, k1) {
  for (let i = i0; i < i1; i++) {
    for (let k = k0; k < k1; k++) {
      const aik = a[i * n + k];
      for (let j = j0; j < j1; j++) {
        c[i * n + j] += aik * b[k * n + j];
      }
    }
  }
}

function multiply(a, b, c, n, i0, i1, j0, j1, k0, k1) {
  const di = i1 - i0;
  const dj = j1 - j0;
  const dk = k1 - k0;
  if (di <= THRESHOLD && dj <= THRESHOLD && dk <= THRESHOLD) {
    multiplyBlock(a, b, c, n, i0, i1, j0, j1, k0, k1);
  } else if (di >= dj && di >= dk) {
    const im = i0 + (di >> 1);
    multiply(a, b, c, n, i0, im, j0, j1, k0, k1);
    multiply(a, b, c, n, im, i1, j0, j1, k0, k1);
  } else if (dj >= dk) {
    const jm = j0 + (dj >> 1);
    multiply(a, b, c, n, i0, i1, j0, jm, k0, k1);
    multiply(a, b, c, n, i0, i1, jm, j1, k0, k1);
  } else {
    const km = k0 + (dk >> 1);
    multiply(a, b, c, n, i0, i1, j0, j1, k0, km);
    multiply(a, b, c, n, i0, i1, j0, j1, km, k1);
  }
}

function run(size) {
  const n = size;
  // A and B from the LCG seeded with 4242, interleaved: a[k], then b[k]
  const a = new Float64Array(n * n);
  const b = new Float64Array(n * n);
  const lcg = new Lcg64(4242);
  for (let k = 0; k < n * n; k++) {
    a[k] = lcg.nextUnit();
    b[k] = lcg.nextUnit();
  }
  const c = new Float64Array(n * n);
  multiply(a, b, c, n, 0, n, 0, n, 0, n);
  let sum = 0.0;
  for (let k = 0; k < c.length; k++) {
    sum += c[k];
  }
  return doubleToLong(sum * 1e6).toString();
}
