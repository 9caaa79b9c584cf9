// NQueens: the number of ways to place size queens on a size x size board, by
// backtracking row by row on one board (cols[r] is the column of the queen in row r).
// Mirrors the sequential Java peer, peers/NQueens.java.
// run(size) returns the count as a decimal string.

function safe(cols, row, c) {
  for (let r = 0; r < row; r++) {
    const q = cols[r];
    if (q === c || Math.abs(q - c) === row - r) {
      return false;
    }
  }
  return true;
}

function search(cols, row, n) {
  if (row === n) {
    return 1;
  }
  let count = 0;
  for (let c = 0; c < n; c++) {
    if (safe(cols, row, c)) {
      cols[row] = c;
      count += search(cols, row + 1, n);
    }
  }
  return count;
}

function run(size) {
  const n = size;
  return String(search(new Int32Array(n), 0, n));
}
