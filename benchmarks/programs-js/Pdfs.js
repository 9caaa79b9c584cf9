// PDFS: the depth-first search of SLAW's Figure 1 without the tasks (the serial elision, with a
// stack of its own), on the same seeded graph: the first edge of v goes to v + 1, the others to
// vertices drawn by Park and Miller's minimal standard generator (seed 1; every product stays
// below 2^47, exact in doubles). Mirrors the sequential Java peer, peers/Pdfs.java, and its
// check. run(size) returns the checksum (the spanning tree's size, or -1) as a decimal string.

const DEGREE = 3;

function graph(n) {
  const adj = new Int32Array(n * DEGREE);
  let seed = 1;
  for (let v = 0; v < n; v++) {
    adj[v * DEGREE] = v + 1 < n ? v + 1 : -1;
    for (let k = 1; k < DEGREE; k++) {
      seed = (seed * 48271) % 2147483647;
      adj[v * DEGREE + k] = seed % n;
    }
  }
  return adj;
}

function check(adj, parent) {
  const n = parent.length;
  const firstChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  let labelled = 0;
  for (let v = 0; v < n; v++) {
    const p = parent[v];
    if (p < 0) continue;
    labelled++;
    if (v !== 0) {
      let isEdge = false;
      for (let k = 0; k < DEGREE; k++) {
        if (adj[p * DEGREE + k] === v) isEdge = true;
      }
      if (!isEdge || parent[p] < 0) return -1;
      nextSibling[v] = firstChild[p];
      firstChild[p] = v;
    }
  }
  if (parent[0] !== 0) return -1;
  const stack = new Int32Array(n);
  let top = 0;
  stack[top++] = 0;
  let reached = 0;
  while (top > 0) {
    const v = stack[--top];
    reached++;
    for (let c = firstChild[v]; c >= 0; c = nextSibling[c]) {
      stack[top++] = c;
    }
  }
  return reached === labelled ? labelled : -1;
}

function run(size) {
  if (size > 100000000) {
    throw new RangeError("Pdfs.js: size " + size + " is past what an Int32Array index holds times " + DEGREE);
  }
  const adj = graph(size);
  const parent = new Int32Array(size).fill(-1);
  parent[0] = 0;
  const vertices = new Int32Array(size);
  const nextEdge = new Int32Array(size);
  let top = 0;
  vertices[top] = 0;
  nextEdge[top++] = 0;
  while (top > 0) {
    const v = vertices[top - 1];
    const k = nextEdge[top - 1]++;
    if (k === DEGREE) {
      top--;
      continue;
    }
    const e = adj[v * DEGREE + k];
    if (e >= 0 && parent[e] < 0) {
      parent[e] = v;
      vertices[top] = e;
      nextEdge[top++] = 0;
    }
  }
  return String(check(adj, parent));
}
