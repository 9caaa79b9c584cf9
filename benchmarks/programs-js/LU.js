// LU: recursive blocked LU decomposition without pivoting (after Cilk-5.4.6 lu.c), blocks of
// 16 x 16, of a diagonally dominant size x size matrix of doubles (row-major Float64Array);
// size must be 16 times a power of two. Where the X10 program starts asyncs, the parts run
// one after the other, in the same order (the serial elision).
// Mirrors the sequential Java peer, peers/LU.java: the same double operations in the same
// order, so the same bits. Checksum: (long) (sum of the decomposed matrix * 1e6), formed
// with BigInt at the end.
// run(size) returns the checksum as a decimal string.
//
// A block is named by the row and column of its top-left element; nb = size in blocks.
// m is the matrix, n its side.

const BLOCK = 16;

function lu(m, n, r, c, nb) {
  if (nb === 1) {
    blockLU(m, n, r, c);
    return;
  }
  const h = nb >> 1;
  const hs = h * BLOCK;
  lu(m, n, r, c, h);
  lowerSolve(m, n, r, c + hs, r, c, h);
  upperSolve(m, n, r + hs, c, r, c, h);
  schur(m, n, r + hs, c + hs, r + hs, c, r, c + hs, h);
  lu(m, n, r + hs, c + hs, h);
}

// M -= V W: the products with the left half of V, then those with its right half.
function schur(m, n, mr, mc, vr, vc, wr, wc, nb) {
  if (nb === 1) {
    blockSchur(m, n, mr, mc, vr, vc, wr, wc);
    return;
  }
  const h = nb >> 1;
  const hs = h * BLOCK;
  schur(m, n, mr, mc, vr, vc, wr, wc, h);
  schur(m, n, mr, mc + hs, vr, vc, wr, wc + hs, h);
  schur(m, n, mr + hs, mc, vr + hs, vc, wr, wc, h);
  schur(m, n, mr + hs, mc + hs, vr + hs, vc, wr, wc + hs, h);
  schur(m, n, mr, mc, vr, vc + hs, wr + hs, wc, h);
  schur(m, n, mr, mc + hs, vr, vc + hs, wr + hs, wc + hs, h);
  schur(m, n, mr + hs, mc, vr + hs, vc + hs, wr + hs, wc, h);
  schur(m, n, mr + hs, mc + hs, vr + hs, vc + hs, wr + hs, wc + hs, h);
}

// M := L^-1 M, L unit lower triangular: the two block columns of M.
function lowerSolve(m, n, mr, mc, lr, lc, nb) {
  if (nb === 1) {
    blockLowerSolve(m, n, mr, mc, lr, lc);
    return;
  }
  const h = nb >> 1;
  const hs = h * BLOCK;
  auxLowerSolve(m, n, mr, mc, lr, lc, h);
  auxLowerSolve(m, n, mr, mc + hs, lr, lc, h);
}

function auxLowerSolve(m, n, mr, mc, lr, lc, h) {
  const hs = h * BLOCK;
  lowerSolve(m, n, mr, mc, lr, lc, h);                  // Ma := L00^-1 Ma
  schur(m, n, mr + hs, mc, lr + hs, lc, mr, mc, h);     // Mb -= L10 Ma
  lowerSolve(m, n, mr + hs, mc, lr + hs, lc + hs, h);   // Mb := L11^-1 Mb
}

// M := M U^-1, U upper triangular: the two block rows of M.
function upperSolve(m, n, mr, mc, ur, uc, nb) {
  if (nb === 1) {
    blockUpperSolve(m, n, mr, mc, ur, uc);
    return;
  }
  const h = nb >> 1;
  const hs = h * BLOCK;
  auxUpperSolve(m, n, mr, mc, ur, uc, h);
  auxUpperSolve(m, n, mr + hs, mc, ur, uc, h);
}

function auxUpperSolve(m, n, mr, mc, ur, uc, h) {
  const hs = h * BLOCK;
  upperSolve(m, n, mr, mc, ur, uc, h);                  // Ma := Ma U00^-1
  schur(m, n, mr, mc + hs, mr, mc, ur, uc + hs, h);     // Mb -= Ma U01
  upperSolve(m, n, mr, mc + hs, ur + hs, uc + hs, h);   // Mb := Mb U11^-1
}

function blockLU(m, n, r, c) {
  for (let k = 0; k < BLOCK; k++) {
    const pivot = m[(r + k) * n + c + k];
    for (let i = k + 1; i < BLOCK; i++) {
      const l = m[(r + i) * n + c + k] / pivot;
      m[(r + i) * n + c + k] = l;
      for (let j = k + 1; j < BLOCK; j++) {
        m[(r + i) * n + c + j] -= l * m[(r + k) * n + c + j];
      }
    }
  }
}

function blockSchur(m, n, mr, mc, vr, vc, wr, wc) {
  for (let i = 0; i < BLOCK; i++) {
    for (let k = 0; k < BLOCK; k++) {
      const v = m[(vr + i) * n + vc + k];
      for (let j = 0; j < BLOCK; j++) {
        m[(mr + i) * n + mc + j] -= v * m[(wr + k) * n + wc + j];
      }
    }
  }
}

function blockLowerSolve(m, n, mr, mc, lr, lc) {
  for (let i = 1; i < BLOCK; i++) {
    for (let k = 0; k < i; k++) {
      const l = m[(lr + i) * n + lc + k];
      for (let j = 0; j < BLOCK; j++) {
        m[(mr + i) * n + mc + j] -= l * m[(mr + k) * n + mc + j];
      }
    }
  }
}

function blockUpperSolve(m, n, mr, mc, ur, uc) {
  for (let i = 0; i < BLOCK; i++) {
    for (let k = 0; k < BLOCK; k++) {
      const x = m[(mr + i) * n + mc + k] / m[(ur + k) * n + uc + k];
      m[(mr + i) * n + mc + k] = x;
      for (let j = k + 1; j < BLOCK; j++) {
        m[(mr + i) * n + mc + j] -= x * m[(ur + k) * n + uc + j];
      }
    }
  }
}

function checkedSize(size) {
  const nb = size / BLOCK;
  let p = 1;
  while (p < nb) {
    p *= 2;
  }
  if (size < BLOCK || size % BLOCK !== 0 || p !== nb) {
    throw new RangeError("LU: size must be " + BLOCK + " times a power of two, not " + size);
  }
  return size;
}

function run(size) {
  const n = checkedSize(size);
  // values in [0, 1) from the LCG seeded with 99, plus n on the diagonal: diagonally
  // dominant, so no pivoting is needed
  const m = new Float64Array(n * n);
  const lcg = new Lcg64(99);
  for (let k = 0; k < m.length; k++) {
    m[k] = lcg.nextUnit();
  }
  for (let i = 0; i < n; i++) {
    m[i * n + i] += n;
  }
  lu(m, n, 0, 0, n / BLOCK);
  let sum = 0.0;
  for (let k = 0; k < m.length; k++) {
    sum += m[k];
  }
  return doubleToLong(sum * 1e6).toString();
}
