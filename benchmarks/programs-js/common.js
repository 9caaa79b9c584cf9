// Helpers the workloads share, evaluated before each workload's file in the same context
// (JsWorkload): top-level declarations of a script are visible to the scripts after it.

// The programs' 64-bit LCG, seed = seed * 6364136223846793005 + 1442695040888963407 with
// Java's wrapping long arithmetic, kept as two 32-bit halves (int32 fields, read unsigned
// with >>> 0): it fills the whole input, one step per element, where BigInt would allocate
// a few objects per step (about ten times slower in GraalJS).
class Lcg64 {
  constructor(seed) {   // a non-negative seed below 2^31
    this.hi = 0;
    this.lo = seed | 0;
  }

  step() {
    // seed * 0x5851f42d_4c957f2d: the product of the low halves from 16-bit pieces (no
    // intermediate reaches 2^33), the cross products only for the high half (mod 2^32)
    const lo = this.lo;
    const a0 = lo & 0xffff;
    const a1 = lo >>> 16;
    const mid = a0 * 0x4c95 + a1 * 0x7f2d;
    const low = a0 * 0x7f2d + (mid & 0xffff) * 0x10000;
    const high = a1 * 0x4c95 + (mid >>> 16) + (low > 0xffffffff ? 1 : 0)
        + Math.imul(this.hi, 0x4c957f2d) + Math.imul(lo, 0x5851f42d);
    // + 0x14057b7e_f767814f
    const sumLo = (low >>> 0) + 0xf767814f;
    this.lo = sumLo | 0;
    this.hi = (high + 0x14057b7e + (sumLo > 0xffffffff ? 1 : 0)) | 0;
  }

  // (seed >>> 11) / 2^53 after a step: a double in [0, 1)
  nextUnit() {
    this.step();
    return ((this.hi >>> 0) * 0x200000 + (this.lo >>> 11)) / 9007199254740992.0;
  }
}

// Java's (long) x: truncation toward zero, NaN to 0, saturating at the long range. Exact
// beyond 2^53 (a double that large is an integer).
function doubleToLong(x) {
  if (x !== x) {
    return 0n;
  }
  if (x >= 2 ** 63) {
    return 9223372036854775807n;
  }
  if (x <= -(2 ** 63)) {
    return -9223372036854775808n;
  }
  return BigInt(Math.trunc(x));
}
