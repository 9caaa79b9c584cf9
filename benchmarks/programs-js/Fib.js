// Fib: doubly recursive fib(size), no memoisation, no cut-off.
// Mirrors the sequential Java peer, peers/Fib.java. fib(n) fits in a double exactly up to
// n = 78, far beyond any size run here, so plain numbers suffice.
// run(size) returns the checksum, fib(size), as a decimal string.

function fib(n) {
  if (n < 2) {
    return n;
  }
  return fib(n - 1) + fib(n - 2);
}

function run(size) {
  return String(fib(size));
}
