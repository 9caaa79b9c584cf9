// ForkJoin: SLAW's flat fork-join microbenchmark without the tasks (the serial elision):
// size rounds, in each of which slot i of 1024 gets round + i added.
// Mirrors the sequential Java peer, peers/ForkJoin.java. The Java slots are longs; here
// they are doubles, exact while every slot stays below 2^53 (slot i ends at
// size * (size - 1) / 2 + size * i, so for size up to 10^8, far beyond the sizes run);
// larger sizes are refused. Checksum: the sum of the slots, by BigInt (it may pass 2^53).
// run(size) returns the checksum as a decimal string.

const WIDTH = 1024;

function run(size) {
  if (size > 1e8) {
    throw new RangeError("ForkJoin.js: size " + size + " would take the slots past 2^53");
  }
  const slots = new Float64Array(WIDTH);
  for (let round = 0; round < size; round++) {
    for (let i = 0; i < WIDTH; i++) {
      slots[i] += round + i;
    }
  }
  let sum = 0n;
  for (let i = 0; i < WIDTH; i++) {
    sum += BigInt(slots[i]);
  }
  return BigInt.asIntN(64, sum).toString();
}
