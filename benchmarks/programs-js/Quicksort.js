// Quicksort: quicksort of size pseudo-random 40-bit integers with Hoare partition around the
// middle element, no cut-off. The values fit a double exactly, so they are kept in a
// Float64Array and compared as numbers.
// Mirrors the sequential Java peer, peers/Quicksort.java (which sorts a long[]).
// Checksum: the polynomial hash, hash * 31 + value with Java's wrapping long arithmetic, of
// the sorted array (-1 if it is not sorted); the hash is kept as two unsigned 32-bit halves,
// as BigInt would allocate in a loop over every element, and joined by BigInt at the end.
// run(size) returns the checksum as a decimal string.

// The input: (seed >>> 24) of the LCG seeded with 777, 40-bit values.
function input(n) {
  const data = new Float64Array(n);
  const lcg = new Lcg64(777);
  for (let i = 0; i < n; i++) {
    lcg.step();
    data[i] = (lcg.hi >>> 0) * 0x100 + (lcg.lo >>> 24);
  }
  return data;
}

function checksum(data) {
  let hi = 0;   // the hash's high and low 32 bits, unsigned
  let lo = 0;
  for (let i = 0; i < data.length; i++) {
    const v = data[i];
    if (i > 0 && data[i - 1] > v) {
      return -1n;
    }
    // hash = hash * 31 + v (mod 2^64); v < 2^40, so its halves are v / 2^32 and v mod 2^32
    const l = lo * 31 + (v >>> 0);
    hi = (Math.imul(hi, 31) + Math.floor(l / 0x100000000) + Math.floor(v / 0x100000000)) >>> 0;
    lo = l >>> 0;
  }
  return BigInt.asIntN(64, (BigInt(hi) << 32n) | BigInt(lo));
}

// Returns i: data[left, i) holds no element above the pivot, data[i, right] none below.
function partition(data, left, right) {
  let i = left;
  let j = right;
  const pivot = data[(left + right) >>> 1];
  while (i <= j) {
    while (data[i] < pivot) {
      i++;
    }
    while (data[j] > pivot) {
      j--;
    }
    if (i <= j) {
      const t = data[i];
      data[i] = data[j];
      data[j] = t;
      i++;
      j--;
    }
  }
  return i;
}

function qsort(data, left, right) {
  const index = partition(data, left, right);
  if (left < index - 1) {
    qsort(data, left, index - 1);
  }
  if (index < right) {
    qsort(data, index, right);
  }
}

function run(size) {
  const data = input(size);
  if (size > 1) {
    qsort(data, 0, data.length - 1);
  }
  return checksum(data).toString();
}
